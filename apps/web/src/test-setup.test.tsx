import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectConsoleError, expectConsoleWarning } from './test-setup.js';

/** The guard of test-setup.ts: what a test writes to the console fails it, unless expected. */
describe('the console guard of the web unit tests', () => {
  it('lets through a console.error the test expects, matched as the console prints it', () => {
    expectConsoleError('Each child in a list should have a unique "key" prop.');
    console.error('Each child in a list should have a unique "%s" prop.', 'key');
  });

  it('lets through a console.warn the test expects', () => {
    expectConsoleWarning(/^Slow: \d+ ms$/);
    console.warn('Slow: %d ms', 42);
  });

  it.fails('fails a test that writes a console.error nobody expected', () => {
    console.error('Something broke');
  });

  it.fails('fails a test that writes a console.warn nobody expected', () => {
    console.warn('Something is odd');
  });

  it.fails('fails a test whose console.error matches only an expected warning', () => {
    expectConsoleWarning('Something');
    console.warn('Something is odd');
    console.error('Something broke');
  });

  it.fails('fails a test whose expected console.error never comes', () => {
    expectConsoleError('Something broke');
  });

  it('catches React warnings: a list without keys is one', () => {
    expectConsoleError('Each child in a list should have a unique "key" prop.');
    const html = renderToStaticMarkup(
      <ul>
        {['a', 'b'].map((item) => (
          <li>{item}</li>
        ))}
      </ul>,
    );
    expect(html).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});
