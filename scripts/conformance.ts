// `npm run conformance -- <base URL>`: checks a backend against the contract (what the replies of
// its endpoints read as) and prints every reply that does not match; exits 1 if any does.
import { checkBackend } from './conformance/checkBackend';

const baseUrl = process.argv[2];
if (!baseUrl) {
  console.error(
    'Usage: npm run conformance -- <base URL of the backend, e.g. http://localhost:8080>',
  );
  process.exit(2);
}
const report = await checkBackend(baseUrl);
console.log(
  `${report.calls} requests, ${report.succeeded.length} endpoints answered a success, ` +
    `${report.mismatches.length} replies off contract`,
);
for (const { endpoint, input, problem } of report.mismatches)
  console.log(`  ${endpoint} ${input}: ${problem}`);
process.exit(report.mismatches.length > 0 ? 1 : 0);
