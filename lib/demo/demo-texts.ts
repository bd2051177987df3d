// `npm run demo`: the words it prints, once. Shared by the script, which must not load
// any server module before it has decided to run, and by the fill, which prints its summary.

/** Every demo customer's e-mail address is at this domain (reserved: no mail can reach it). */
export const DEMO_EMAIL_DOMAIN = "demo.example";

export const demoMessages = {
  refuseDatabaseUrl: "npm run demo fills only the local embedded database; unset DATABASE_URL",
  alreadyFilled:
    "The demo data is already in the local database: nothing was changed. For a fresh fortnight " +
    "around today, stop npm start, delete .data/postgres and run npm run demo again.",
  filled: "Demo data added: a fortnight around today.",
  next: "Now run npm start",
} as const;
