/// <reference types="vite/client" />

/** ISO time of this build, set by vite.config.ts; /meta.json carries the same value. */
declare const __WORKLEDGER_BUILD_TIME__: string;
