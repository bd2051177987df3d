// npm run twilio:fake — the tests' fake Twilio on 127.0.0.1, for trying the arrival texts on a
// local `npm start` without a Twilio account: it accepts every text the site sends and prints it.
// Start it, then start the site with the command it prints. FAKE_TWILIO_PORT chooses its port
// (12112 by default).
import { FakeTwilio } from "../tests/support/fake-twilio.ts";

const DEFAULT_FAKE_TWILIO_PORT = 12112;
const port = Number(process.env.FAKE_TWILIO_PORT || DEFAULT_FAKE_TWILIO_PORT);

const twilio = new FakeTwilio();
try {
  await twilio.start(port);
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
  const other = port === DEFAULT_FAKE_TWILIO_PORT ? port + 1 : DEFAULT_FAKE_TWILIO_PORT;
  console.error(
    `Port ${port} is already in use (is another \`npm run twilio:fake\` running?). ` +
      `Choose another port with FAKE_TWILIO_PORT, for example:\n\n` +
      `  FAKE_TWILIO_PORT=${other} npm run twilio:fake\n`,
  );
  process.exit(1);
}
const env = Object.entries(twilio.env)
  .map(([name, value]) => `${name}=${value}`)
  .join(" ");
console.log(`Fake Twilio on ${twilio.url}.`);
console.log("Start the site with:\n");
console.log(`  ${env} npm start\n`);
console.log("Each text it receives is printed here. Ctrl-C stops it (it keeps nothing).");

let printed = 0;
const timer = setInterval(() => {
  for (const message of twilio.messages.slice(printed)) {
    console.log(`[text to ${message.to}] ${message.body}`);
  }
  printed = twilio.messages.length;
}, 500);

const stop = async () => {
  clearInterval(timer);
  await twilio.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
