import { ANONYMOUS_REVIEWER, reviewerDisplayName } from './reviewer-name';

describe('the name a public review shows', () => {
  it.each([
    ['Ama Mensah', 'Ama M.'],
    ['Abdul-Rahman Iddrisu', 'Abdul-Rahman I.'],
    ['Nana Yaa Agyeman', 'Nana A.'],
    ['  Kofi   B. ', 'Kofi B.'],
    ['Kofi', 'Kofi'],
    ['Akua Serwaa Bonsu', 'Akua B.'],
    ["Kwame O'Neil", 'Kwame O.'],
    ['Émile Zoé', 'Émile Z.'],
    ['esi quansah', 'esi Q.'],
  ])('%s is shown as %s', (stored, shown) => {
    expect(reviewerDisplayName(stored)).toBe(shown);
  });

  it.each([
    ['an e-mail typed as the name', 'ama.mensah@example.com', ANONYMOUS_REVIEWER],
    ['an e-mail beside a name', 'Ama ama@example.com', 'Ama'],
    ['an order number', 'GH-YRF1-8SDH-ZZYH', ANONYMOUS_REVIEWER],
    ['a phone number after the name', 'Kojo Appiah 0241234567', 'Kojo A.'],
    ['nothing', '   ', ANONYMOUS_REVIEWER],
  ])('never shows %s', (_case, stored, shown) => {
    expect(reviewerDisplayName(stored)).toBe(shown);
  });
});
