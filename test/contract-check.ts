import { afterAll, afterEach } from 'vitest';
import { takeContractFailures } from './contract';

// An answer the API document does not describe fails the test that received it (test/contract.ts).
function failOnMismatches(): void {
  const failures = takeContractFailures();
  if (failures.length > 0) {
    throw new Error(`The API answered outside its OpenAPI document:\n${failures.join('\n')}`);
  }
}

afterEach(failOnMismatches);
// Answers received in beforeAll/afterAll (factories) fail the file.
afterAll(failOnMismatches);
