import { checkContact } from './GuestBooking';

describe('the contact every product asks for', () => {
  it('is checked as the API checks it: names of letters, an email, a phone number', () => {
    expect(checkContact({ firstName: 'Adé', lastName: "O'Neil-Obi", email: 'a@b.ng', phone: '+234 803 000 0000' })).toEqual({});
    expect(checkContact({ firstName: ' ', lastName: '4', email: 'a@b', phone: '12' })).toEqual({
      firstName: 'firstName',
      lastName: 'name',
      email: 'email',
      phone: 'phone',
    });
  });
});
