import { afterSignInPath, loginLinkFrom, safeNextPath, withNext } from './auth-redirect';

describe('where a sign-in lands', () => {
  it('goes back to ?next= when it is a page of this shop', () => {
    expect(afterSignInPath('/checkout', { role: 'customer' })).toBe('/checkout');
    expect(afterSignInPath('/track?order=GH-1', { role: 'admin' })).toBe('/track?order=GH-1');
  });

  it('sends admins to the console, riders to their round and customers home otherwise', () => {
    expect(afterSignInPath(null, { role: 'admin' })).toBe('/admin');
    expect(afterSignInPath(null, { role: 'rider' })).toBe('/rider');
    expect(afterSignInPath(null, { role: 'customer' })).toBe('/');
  });

  it('never follows ?next= to another host, the API or back to the form', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', '/api/logout', '/login', '/signup?next=/x', 'admin']) {
      expect(safeNextPath(next)).toBeNull();
    }
  });

  it('keeps ?next= on the link between login and sign-up', () => {
    expect(withNext('/signup', '/checkout')).toBe('/signup?next=%2Fcheckout');
    expect(withNext('/signup', '//evil')).toBe('/signup');
  });
});

describe('the Login link', () => {
  it('comes back to the page it was followed from', () => {
    expect(loginLinkFrom('/products', '?category=mens')).toBe('/login?next=%2Fproducts%3Fcategory%3Dmens');
    expect(loginLinkFrom('/admin')).toBe('/login?next=%2Fadmin');
  });

  it('has nowhere to come back to from the landing page', () => {
    expect(loginLinkFrom('/')).toBe('/login');
  });

  it('keeps the ?next= of the auth page it is followed from, never pointing back at itself', () => {
    expect(loginLinkFrom('/signup', '?next=%2Fcart')).toBe('/login?next=%2Fcart');
    expect(loginLinkFrom('/login', '?next=%2Fcheckout')).toBe('/login?next=%2Fcheckout');
    expect(loginLinkFrom('/signup')).toBe('/login');
  });
});
