import { css } from "styled-system/css";

export function App() {
  return <main className={css({ p: "4" })}>Workledger</main>;
}
