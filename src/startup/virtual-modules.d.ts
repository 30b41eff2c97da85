/** Where the plain documents are, which vite-plugins/html/plain-documents.ts hands the nomodule script. */
declare module 'virtual:plain-documents' {
  /** `home`: home's document, for the root and any address that names no page. */
  const plain: { home: string; documents: Record<string, string | undefined> };
  export default plain;
}
