import { applicantBody, checkApplicant, formFields, initialApplicant, pathOfPointer } from './insurance-applicant';

const individualQuote = { bookingType: 'INDIVIDUAL' as const, children: 0, coverStart: '2027-01-10', oldestDob: '1988-05-04' };
const familyQuote = { bookingType: 'FAMILY' as const, children: 2, coverStart: '2027-01-10', oldestDob: '1980-02-01' };

const filledIndividual = () => ({
  ...initialApplicant('INDIVIDUAL', 0, '1988-05-04', null),
  'individual.title': 'MS',
  'individual.firstName': 'Adaeze',
  'individual.lastName': 'Okafor',
  'individual.gender': 'FEMALE',
  'individual.phone': '+234 803 123 4567',
  'individual.email': 'adaeze@example.com',
  'individual.occupation': 'Engineer',
  'individual.maritalStatus': 'SINGLE',
  'individual.passportNumber': 'a12345678',
  'individual.stateOfOrigin': 'ANAMBRA',
  'individual.address': '4 Marina Road',
  'individual.zipCode': '101001',
  'individual.nextOfKin.name': 'Ngozi Okafor',
  'individual.nextOfKin.relationship': 'Sister',
  'individual.nextOfKin.address': '12 Allen Avenue',
  'individual.nextOfKin.phone': '+234 803 000 0000',
});

describe('the insurance applicant form', () => {
  it('asks every field of spec §3 for one traveller, and a family of two parents and the quoted children', () => {
    expect(formFields('INDIVIDUAL', 0).map((field) => field.path)).toEqual(
      expect.arrayContaining(['individual.title', 'individual.medicalCondition', 'individual.nextOfKin.phone', 'individual.zipCode']),
    );
    const family = formFields('FAMILY', 3).map((field) => field.path);
    expect(family.filter((path) => path.endsWith('.firstName'))).toEqual([
      'family.parents.0.firstName',
      'family.parents.1.firstName',
      'family.children.0.firstName',
      'family.children.1.firstName',
      'family.children.2.firstName',
    ]);
    expect(family).toContain('family.nextOfKin.name');
  });

  it("starts from the quote's birth date and a signed-in person's saved details, keeping only values the form can take", () => {
    const values = initialApplicant('INDIVIDUAL', 0, '1988-05-04', {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phone: '+234 803 111 2222',
      gender: 'female',
      maritalStatus: 'complicated',
      stateOfOrigin: 'lagos',
      zipCode: '100001',
    });
    expect(values).toMatchObject({
      'individual.dateOfBirth': '1988-05-04',
      'individual.firstName': 'Ada',
      'individual.lastName': 'Obi',
      'individual.gender': 'FEMALE',
      'individual.maritalStatus': '',
      'individual.stateOfOrigin': 'LAGOS',
      'individual.anyCondition': 'NO',
    });
    const family = initialApplicant('FAMILY', 2, '1980-02-01', { lastName: 'Obi', firstName: 'Ada' });
    expect(family).toMatchObject({
      'family.lastName': 'Obi',
      'family.parents.0.firstName': 'Ada',
      'family.parents.0.dateOfBirth': '1980-02-01',
      'family.parents.1.firstName': '',
    });
  });

  it('refuses an empty form with "Please fill all fields" on every required field, but not on the optional ones', () => {
    const problems = checkApplicant(initialApplicant('INDIVIDUAL', 0, '1988-05-04', null), individualQuote);
    expect(new Set(problems.map((problem) => problem.code))).toEqual(new Set(['FIELDS_MISSING']));
    expect(problems.map((problem) => problem.path)).not.toContain('individual.middleName');
    expect(problems.map((problem) => problem.path)).not.toContain('individual.medicalCondition');
    expect(problems.map((problem) => problem.path)).not.toContain('individual.dateOfBirth');
  });

  it('says what is wrong with each field as the API would, and asks for the condition once there is one', () => {
    expect(checkApplicant(filledIndividual(), individualQuote)).toEqual([]);
    const wrong = {
      ...filledIndividual(),
      'individual.phone': 'call me',
      'individual.email': 'adaeze@',
      'individual.passportNumber': 'A1 2',
      'individual.zipCode': '1',
      'individual.firstName': 'Ada3ze',
      'individual.occupation': 'x'.repeat(300),
      'individual.address': 'line\u0000two',
      'individual.dateOfBirth': '1990-01-01',
      'individual.anyCondition': 'YES',
    };
    expect(checkApplicant(wrong, individualQuote)).toEqual([
      { path: 'individual.firstName', code: 'INVALID_NAME' },
      { path: 'individual.phone', code: 'INVALID_PHONE' },
      { path: 'individual.email', code: 'INVALID_EMAIL' },
      { path: 'individual.occupation', code: 'INVALID_INPUT' },
      { path: 'individual.medicalCondition', code: 'FIELDS_MISSING' },
      { path: 'individual.passportNumber', code: 'INVALID_PASSPORT' },
      { path: 'individual.address', code: 'INVALID_INPUT' },
      { path: 'individual.zipCode', code: 'INVALID_ZIP' },
      { path: 'individual.dateOfBirth', code: 'APPLICANT_DOB_MISMATCH' },
    ]);
  });

  it('holds a family to spec §5: the oldest parent born on the quoted date, every child under 18 when cover starts', () => {
    const values: Record<string, string> = initialApplicant('FAMILY', 2, '1980-02-01', null);
    for (const path of Object.keys(values))
      if (!values[path])
        values[path] = path.endsWith('phone')
          ? '+234 803 000 0000'
          : path.endsWith('email')
            ? 'a@example.com'
            : path.endsWith('passportNumber')
              ? 'B1234567'
              : path.endsWith('zipCode')
                ? '100001'
                : path.endsWith('title')
                  ? 'MR'
                  : path.endsWith('gender')
                    ? 'MALE'
                    : path.endsWith('maritalStatus')
                      ? 'MARRIED'
                      : path.endsWith('stateOfOrigin')
                        ? 'LAGOS'
                        : 'Obi';
    values['family.parents.1.dateOfBirth'] = '1982-03-03';
    values['family.children.0.dateOfBirth'] = '2015-01-01';
    values['family.children.1.dateOfBirth'] = '2009-01-10'; // 18 on the first day of cover
    values['family.parents.0.middleName'] = '';
    values['family.children.0.middleName'] = '';
    values['family.children.1.middleName'] = '';
    values['family.parents.1.middleName'] = '';
    expect(checkApplicant(values, familyQuote)).toEqual([{ path: 'family.children.1.dateOfBirth', code: 'CHILD_TOO_OLD' }]);
    values['family.children.1.dateOfBirth'] = '2009-01-11';
    values['family.parents.1.dateOfBirth'] = '1979-12-31'; // now the oldest, and not the quoted one
    expect(checkApplicant(values, familyQuote)).toEqual([{ path: 'family.parents.0.dateOfBirth', code: 'APPLICANT_DOB_MISMATCH' }]);
    values['family.parents.1.dateOfBirth'] = '1982-03-03';
    const body = applicantBody(values, familyQuote);
    expect(body.family).toMatchObject({
      lastName: 'Obi',
      nextOfKin: { phone: '+234 803 000 0000' },
      parents: [{ dateOfBirth: '1980-02-01', anyCondition: false, passportNumber: 'B1234567' }, { dateOfBirth: '1982-03-03' }],
      children: [{ dateOfBirth: '2015-01-01' }, { dateOfBirth: '2009-01-11' }],
    });
    expect((body.family!.parents as unknown[])[0]).not.toHaveProperty('middleName');
  });

  it("sends the API's shape: nested objects, a yes/no as a boolean, the passport in capitals, empty optional fields left out", () => {
    const body = applicantBody({ ...filledIndividual(), 'individual.anyCondition': 'YES', 'individual.medicalCondition': ' Asthma ' }, individualQuote);
    expect(body).toEqual({
      individual: expect.objectContaining({
        passportNumber: 'A12345678',
        anyCondition: true,
        medicalCondition: 'Asthma',
        nextOfKin: { name: 'Ngozi Okafor', relationship: 'Sister', address: '12 Allen Avenue', phone: '+234 803 000 0000' },
      }),
    });
    expect(body.individual).not.toHaveProperty('middleName');
    expect(pathOfPointer('/family/children/1/dateOfBirth')).toBe('family.children.1.dateOfBirth');
    expect(pathOfPointer(undefined)).toBe('');
  });
});
