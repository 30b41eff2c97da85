declare module '*.md' {
  const page: import('./config/page-content').PageContent;
  export default page;
}
