import { testService } from './services.js';

/**
 * Vitest's global setup: before any test, one line for each real service whose suites are
 * skipped on this machine, and how to run them; in CI a missing service stops the run here.
 */
export default function reportSkippedServices(): void {
  const services = [
    { name: 'PostgreSQL', service: testService('TEST_DATABASE_URL') },
    { name: 'Redis', service: testService('TEST_REDIS_URL') },
  ];
  for (const { name, service } of services) {
    if (service.url) continue;
    console.log(
      `Skipped: the ${name} suites (${service.variable} is not set). To run them: ${service.howToRun} npm test`,
    );
  }
}
