/**
 * Runs autocannon with the options given as JSON in argv[2] (for a `requests` list, which its
 * command line cannot take) and prints its result as JSON, as `autocannon --json` does.
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const result = await autocannon({
  ...options,
  renderProgressBar: false,
  renderResultsTable: false,
});
process.stdout.write(JSON.stringify(result));
