import { getSessionId, renewSessionId, SESSION_ID_KEY } from './session-id';

describe('the guest session id', () => {
  beforeEach(() => sessionStorage.clear());

  it('is a random 9-character string kept in session storage under sessionId', () => {
    const id = getSessionId();
    expect(id).toMatch(/^[a-z0-9]{9}$/);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(id);
  });

  it('is created once and stays the same across calls', () => {
    const first = getSessionId();
    expect(getSessionId()).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('keeps an id already in session storage', () => {
    sessionStorage.setItem(SESSION_ID_KEY, 'k3y9abc12');
    expect(getSessionId()).toBe('k3y9abc12');
  });

  it('replaces a stored value the server would refuse', () => {
    sessionStorage.setItem(SESSION_ID_KEY, 'bad id!');
    const id = getSessionId();
    expect(id).toMatch(/^[a-z0-9]{9}$/);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(id);
  });

  it('uses the secure random source, and two ids differ', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    const first = getSessionId();
    sessionStorage.clear();
    const second = getSessionId();
    expect(spy).toHaveBeenCalled();
    expect(second).not.toBe(first);
    spy.mockRestore();
  });

  it('starts a new id when renewed', () => {
    const first = getSessionId();
    const renewed = renewSessionId();
    expect(renewed).toMatch(/^[a-z0-9]{9}$/);
    expect(renewed).not.toBe(first);
    expect(getSessionId()).toBe(renewed);
  });
});
