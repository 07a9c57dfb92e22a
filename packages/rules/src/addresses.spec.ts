import { currentRegionName, DIGITAL_ADDRESS, GHANA_REGIONS, isInGhana, mapsLink, normaliseDigitalAddress, regionOfDigitalAddress } from './addresses';

describe('digital addresses', () => {
  it.each([
    ['GA-183-8164', 'GA-183-8164'],
    ['ga-183-8164', 'GA-183-8164'],
    ['GA1838164', 'GA-183-8164'],
    ['GA 183 8164', 'GA-183-8164'],
    ['  ak-039-5028 ', 'AK-039-5028'],
    ['EO-1070-1234', 'EO-1070-1234'], // a four-digit postcode area
    ['eo10701234', 'EO-1070-1234'],
    ['GA-1838164', 'GA-183-8164'],
  ])('reads %p as %p', (typed, stored) => {
    expect(normaliseDigitalAddress(typed)).toBe(stored);
    expect(DIGITAL_ADDRESS.test(stored)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['GA-18-8164', 'a two-digit area'],
    ['GA-18345-8164', 'a five-digit area'],
    ['GA-183-816', 'a three-digit square'],
    ['G-183-8164', 'one letter'],
    ['GAA-183-8164', 'three letters'],
    ['12-183-8164', 'digits for letters'],
    ['GA--183-8164', 'two dashes'],
    ['GA-183-8164x', 'a trailing letter'],
    ['GÁ-183-8164', 'a letter outside A-Z'],
  ])('refuses %p (%s)', (typed) => {
    expect(normaliseDigitalAddress(typed)).toBeNull();
  });

  it.each([
    ['GA-183-8164', 'Greater Accra'],
    ['AK-039-5028', 'Ashanti'],
    ['cc-123-4567', 'Central'],
    ['EN-200-1987', 'Eastern'],
    ['UB-001-0001', 'Upper East'],
    ['XW-001-0001', 'Upper West'],
    ['WS-001-0001', null], // Western or Western North
    ['VH-001-0001', null], // Volta or Oti
    ['NT-001-0001', null], // Northern, Savannah or North East
    ['BS-001-0001', null], // Bono, Bono East or Ahafo
    ['ZZ-001-0001', null], // no region has Z
    ['not an address', null],
    // While the code is being typed: its two letters already tell.
    ['ga', 'Greater Accra'],
    ['AK-03', 'Ashanti'],
    ['ak 039 50', 'Ashanti'],
    ['XW-', 'Upper West'],
    ['NT-0', null], // Northern, Savannah or North East
    ['G', null], // one letter could still be a typo
    ['GAX', null],
  ])('finds the region of %p: %p', (typed, region) => {
    expect(regionOfDigitalAddress(typed)).toBe(region);
  });
});

describe('regions', () => {
  it('lists the sixteen regions once each', () => {
    expect(new Set(GHANA_REGIONS).size).toBe(16);
  });

  it.each([
    ['Brong Ahafo', 'Bono'],
    ['Bono', 'Bono'],
    ['Greater Accra', 'Greater Accra'],
    ['Atlantis', 'Atlantis'], // left for the region check to refuse
    [42, 42],
  ])('reads the region name %p as %p', (name, region) => {
    expect(currentRegionName(name)).toBe(region);
  });
});

describe('delivery pins', () => {
  it.each([
    [5.6037, -0.187, true], // Accra
    [9.4034, -0.8424, true], // Tamale
    [11.2, 1.3, true], // the box's corner
    [4.49, -0.187, false], // the sea south of the coast
    [11.21, -0.187, false],
    [5.6037, -3.31, false],
    [5.6037, 1.31, false], // Lomé's side of the border and beyond
    [51.5, -0.12, false], // London
  ])('judges (%p, %p) inside Ghana: %p', (lat, lng, inside) => {
    expect(isInGhana(lat, lng)).toBe(inside);
  });

  it.each([
    [{ lat: 5.6037, lng: -0.187, digitalAddress: 'GA-183-8164' }, 'https://www.google.com/maps/search/?api=1&query=5.6037,-0.187'],
    [{ digitalAddress: 'GA-183-8164' }, 'https://www.google.com/maps/search/?api=1&query=GA-183-8164'],
    [{ lat: 5.6037, lng: null, digitalAddress: null }, null],
    [{}, null],
  ])('links %j to the map as %p', (address, link) => {
    expect(mapsLink(address)).toBe(link);
  });
});
