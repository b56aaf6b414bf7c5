// CI: fails on high or critical advisories in the production dependencies (npm audit
// --omit=dev). When the advisory service cannot be reached (some registries and mirrors refuse
// its endpoint), says so loudly and does not fail: nothing was checked, nothing was found.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? 'no advisory data in the answer';
  console.warn(`::warning:: npm audit could not reach the advisory service: ${reason}`);
  console.warn('Production dependencies were NOT checked for advisories in this run.');
  process.exit(0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
    if (advisory.severity === 'high' || advisory.severity === 'critical')
      console.error(`- ${name}: ${advisory.severity} (${advisory.range ?? ''})`);
  }
  process.exit(1);
}
