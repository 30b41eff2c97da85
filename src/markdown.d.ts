declare module '*.md' {
  const page: import('./pages/page-content').PageContent;
  export default page;
}
