declare module 'virtual:peer-page/*' {
  const page: import('./pages.ts').PeerPage;
  export default page;
}
