/** The address parts a profile keeps (spec §5 profile form, postcode since 0016). */
export type ProfileAddressParts = {
  address: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
};

export type DeliveryAddress = { address: string; country: string };

const clean = (part: string | null) => part?.trim() ?? '';

/**
 * The profile's address as checkout's one line, 'street, postcode city', and its country.
 * Without a street the line stays empty: a city alone is not a delivery address and would
 * only fail the 10-character rule. A street typed with its city already is kept as it is.
 */
export function deliveryAddressFromProfile(profile: ProfileAddressParts): DeliveryAddress {
  const country = clean(profile.country);
  const street = clean(profile.address);
  if (!street) return { address: '', country };
  const locality = [clean(profile.postalCode), clean(profile.city)].filter(Boolean).join(' ');
  const city = clean(profile.city).toLocaleLowerCase('fr');
  const cityAlreadyTyped = city !== '' && street.toLocaleLowerCase('fr').includes(city);
  if (!locality || cityAlreadyTyped) return { address: street, country };
  return { address: `${street}, ${locality}`, country };
}
