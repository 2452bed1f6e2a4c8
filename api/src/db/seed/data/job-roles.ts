/** UK statutory regulators a clinician is registered with. */
export type RegistrationBody = 'GMC' | 'NMC' | 'HCPC' | 'GPhC' | 'GDC' | 'GOsC' | 'GCC';

export interface JobRoleSeed {
  jobRole: string;
  specialty: string | null;
  subSpecialty: string | null;
  registrationBody: RegistrationBody;
  /** Read as "Open to all {jobTitle}s" on open referrals (SPEC §2.9). */
  jobTitle: string;
  isDoctor: boolean;
}

interface Specialty {
  specialty: string;
  jobTitle: string;
  subSpecialties?: readonly string[];
}

/** A role with no specialties is itself a leaf; otherwise each specialty (or sub-specialty) is. */
function role(
  jobRole: string,
  registrationBody: RegistrationBody,
  jobTitle: string,
  specialties: readonly Specialty[] = [],
): JobRoleSeed[] {
  const isDoctor = registrationBody === 'GMC';
  if (specialties.length === 0) {
    return [{ jobRole, specialty: null, subSpecialty: null, registrationBody, jobTitle, isDoctor }];
  }
  return specialties.flatMap(({ specialty, jobTitle: title, subSpecialties = [] }): JobRoleSeed[] =>
    subSpecialties.length === 0
      ? [{ jobRole, specialty, subSpecialty: null, registrationBody, jobTitle: title, isDoctor }]
      : subSpecialties.map((subSpecialty) => ({
          jobRole,
          specialty,
          subSpecialty,
          registrationBody,
          jobTitle: title,
          isDoctor,
        })),
  );
}

/** Seeded in this order, so General Practitioner gets id 1 (SPEC §9: the search starts on job role 1). */
export const JOB_ROLE_CATALOGUE: readonly JobRoleSeed[] = [
  ...role('General Practitioner', 'GMC', 'General Practitioner'),
  ...role('Consultant', 'GMC', 'Consultant', [
    {
      specialty: 'Orthopaedic Surgery',
      jobTitle: 'Consultant Orthopaedic Surgeon',
      subSpecialties: ['Hand and Wrist', 'Shoulder and Elbow', 'Hip', 'Knee', 'Foot and Ankle', 'Spine'],
    },
    {
      specialty: 'General Surgery',
      jobTitle: 'Consultant General Surgeon',
      subSpecialties: ['Colorectal', 'Upper GI', 'Breast'],
    },
    {
      specialty: 'Ophthalmology',
      jobTitle: 'Consultant Ophthalmologist',
      subSpecialties: ['Cataract', 'Glaucoma', 'Medical Retina'],
    },
    { specialty: 'Ear, Nose and Throat', jobTitle: 'Consultant ENT Surgeon' },
    { specialty: 'Urology', jobTitle: 'Consultant Urologist' },
    { specialty: 'Plastic Surgery', jobTitle: 'Consultant Plastic Surgeon' },
    { specialty: 'Obstetrics and Gynaecology', jobTitle: 'Consultant Obstetrician and Gynaecologist' },
    { specialty: 'Paediatrics', jobTitle: 'Consultant Paediatrician' },
    {
      specialty: 'Radiology',
      jobTitle: 'Consultant Radiologist',
      subSpecialties: ['Musculoskeletal', 'Interventional'],
    },
    { specialty: 'Pain Medicine', jobTitle: 'Consultant in Pain Medicine' },
    { specialty: 'Sport and Exercise Medicine', jobTitle: 'Consultant in Sport and Exercise Medicine' },
  ]),
  ...role('Consultant Physician', 'GMC', 'Consultant Physician', [
    {
      specialty: 'Cardiology',
      jobTitle: 'Consultant Cardiologist',
      subSpecialties: ['Electrophysiology', 'Interventional Cardiology', 'Heart Failure'],
    },
    { specialty: 'Dermatology', jobTitle: 'Consultant Dermatologist' },
    { specialty: 'Gastroenterology', jobTitle: 'Consultant Gastroenterologist' },
    { specialty: 'Neurology', jobTitle: 'Consultant Neurologist' },
    { specialty: 'Rheumatology', jobTitle: 'Consultant Rheumatologist' },
    { specialty: 'Endocrinology', jobTitle: 'Consultant Endocrinologist' },
    { specialty: 'Respiratory Medicine', jobTitle: 'Consultant Respiratory Physician' },
  ]),
  ...role('Consultant Psychiatrist', 'GMC', 'Consultant Psychiatrist', [
    { specialty: 'General Adult Psychiatry', jobTitle: 'Consultant Psychiatrist' },
    {
      specialty: 'Child and Adolescent Psychiatry',
      jobTitle: 'Consultant Child and Adolescent Psychiatrist',
    },
    { specialty: 'Old Age Psychiatry', jobTitle: 'Consultant Old Age Psychiatrist' },
  ]),
  ...role('Nurse', 'NMC', 'Nurse', [
    { specialty: 'Practice Nursing', jobTitle: 'Practice Nurse' },
    { specialty: 'District Nursing', jobTitle: 'District Nurse' },
    { specialty: 'Mental Health', jobTitle: 'Mental Health Nurse' },
    { specialty: "Children's Nursing", jobTitle: "Children's Nurse" },
    { specialty: 'Learning Disabilities', jobTitle: 'Learning Disability Nurse' },
  ]),
  ...role('Clinical Nurse Specialist', 'NMC', 'Clinical Nurse Specialist', [
    { specialty: 'Tissue Viability', jobTitle: 'Tissue Viability Nurse Specialist' },
    { specialty: 'Diabetes', jobTitle: 'Diabetes Nurse Specialist' },
    { specialty: 'Breast Care', jobTitle: 'Breast Care Nurse Specialist' },
  ]),
  ...role('Advanced Nurse Practitioner', 'NMC', 'Advanced Nurse Practitioner'),
  ...role('Midwife', 'NMC', 'Midwife'),
  ...role('Health Visitor', 'NMC', 'Health Visitor'),
  ...role('Physiotherapist', 'HCPC', 'Physiotherapist', [
    { specialty: 'MSK', jobTitle: 'MSK Physiotherapist' },
    { specialty: 'Sports', jobTitle: 'Sports Physiotherapist' },
    { specialty: 'Neurological', jobTitle: 'Neurological Physiotherapist' },
    { specialty: 'Respiratory', jobTitle: 'Respiratory Physiotherapist' },
    { specialty: 'Pelvic Health', jobTitle: 'Pelvic Health Physiotherapist' },
  ]),
  ...role('Occupational Therapist', 'HCPC', 'Occupational Therapist'),
  ...role('Radiographer', 'HCPC', 'Radiographer', [
    { specialty: 'Diagnostic', jobTitle: 'Diagnostic Radiographer' },
    { specialty: 'Therapeutic', jobTitle: 'Therapeutic Radiographer' },
  ]),
  ...role('Podiatrist', 'HCPC', 'Podiatrist'),
  ...role('Dietitian', 'HCPC', 'Dietitian'),
  ...role('Speech and Language Therapist', 'HCPC', 'Speech and Language Therapist'),
  ...role('Paramedic', 'HCPC', 'Paramedic'),
  ...role('Practitioner Psychologist', 'HCPC', 'Practitioner Psychologist', [
    { specialty: 'Clinical', jobTitle: 'Clinical Psychologist' },
    { specialty: 'Counselling', jobTitle: 'Counselling Psychologist' },
    { specialty: 'Health', jobTitle: 'Health Psychologist' },
    { specialty: 'Sport and Exercise', jobTitle: 'Sport and Exercise Psychologist' },
  ]),
  ...role('Orthoptist', 'HCPC', 'Orthoptist'),
  ...role('Prosthetist and Orthotist', 'HCPC', 'Prosthetist and Orthotist'),
  ...role('Pharmacist', 'GPhC', 'Pharmacist', [
    { specialty: 'Community Pharmacy', jobTitle: 'Community Pharmacist' },
    { specialty: 'Independent Prescriber', jobTitle: 'Pharmacist Independent Prescriber' },
  ]),
  ...role('Dentist', 'GDC', 'Dentist'),
  ...role('Orthodontist', 'GDC', 'Orthodontist'),
  ...role('Oral Surgeon', 'GDC', 'Oral Surgeon'),
  ...role('Dental Hygienist', 'GDC', 'Dental Hygienist'),
  ...role('Osteopath', 'GOsC', 'Osteopath'),
  ...role('Chiropractor', 'GCC', 'Chiropractor'),
];
