// The clone guard (test/ui/clone-guard.js): a failed assertion about a DOM node must reach the
// runner as a report; without the guard the runner's structuredClone throws and the run hangs.
import { expect, fixture, html } from '@open-wc/testing';

describe('clone guard of the browser test pages', () => {
  it('describes a DOM node where structuredClone would throw', async () => {
    const el = await fixture(html`<p class="x">hello</p>`);
    const report = { error: { message: 'expected <p> to equal null', actual: el, expected: null } };
    const copy = structuredClone(report) as typeof report & { error: { actual: unknown } };
    expect(copy.error.actual).to.equal('P: <p class="x">hello</p>');
    expect(copy.error.message).to.equal(report.error.message);
    expect(copy.error.expected).to.equal(null);
  });

  it('leaves cloneable values as structuredClone copies them', () => {
    const value = { a: [1, 'two', { three: 3 }], when: new Date(0), map: new Map([[1, 2]]) };
    const copy = structuredClone(value);
    expect(copy).to.not.equal(value);
    expect(copy.when).to.be.instanceOf(Date);
    expect(copy.map.get(1)).to.equal(2);
    expect(copy.a).to.deep.equal(value.a);
  });

  it('still throws what is not a clone error', () => {
    // A transfer list of a plain number is a type error, not a failure to clone.
    const transfer = [1] as unknown as Transferable[];
    expect(() => structuredClone(1, { transfer })).to.throw(TypeError);
  });
});
