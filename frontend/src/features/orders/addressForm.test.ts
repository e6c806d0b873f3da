import { addressPayload, blankAddress, validateAddress } from './addressForm';

const complete = {
  fullName: 'Asha Kapoor',
  mobile: '9876543210',
  email: '',
  address1: '12 MG Road',
  address2: '',
  district: 'Bengaluru Urban',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

describe('address form rules', () => {
  it('names every required field with the spec message', () => {
    expect(validateAddress(blankAddress)).toEqual({
      fullName: 'Full name is required',
      mobile: 'Mobile number must be at least 10 digits',
      address1: 'Address line 1 is required',
      district: 'District is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
    });
  });

  it('accepts a complete address and checks the optional email and the pincode digits', () => {
    expect(validateAddress(complete)).toEqual({});
    expect(validateAddress({ ...complete, email: 'asha@' })).toEqual({ email: 'Invalid email address' });
    expect(validateAddress({ ...complete, pincode: '5600A1' })).toEqual({
      pincode: 'Pincode must contain only digits',
    });
    expect(validateAddress({ ...complete, mobile: '+91 98765-43210' })).toEqual({});
    expect(validateAddress({ ...complete, mobile: '98765 4321x' })).toEqual({
      mobile: 'Mobile number must be at least 10 digits',
    });
  });

  it('sends trimmed values and leaves blank optional fields out', () => {
    expect(addressPayload({ ...complete, fullName: '  Asha Kapoor ', address2: '  ' })).toEqual({
      ...complete,
      email: undefined,
      address2: undefined,
    });
  });
});
