import { runMain } from "./server.ts";

// npm start: API, projections and the built web app in one process (PGlite and the in-process bus by default).
await runMain("embedded");
