/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Sibling tools in the application switcher; example.com addresses when unset. */
  readonly VITE_BLIMP_URL?: string;
  readonly VITE_LEARN_URL?: string;
  /** The dashboard's external 'Report a bug' link. */
  readonly VITE_REPORT_BUG_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
