import { runMain } from "./server.ts";

// The API alone (docker-compose's command-api service); projections run in their own process.
await runMain("api");
