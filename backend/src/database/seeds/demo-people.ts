import type { DemoUser } from './demo-data';

/** Made-up members of the demo community besides the four demo logins; never real persons. */
const trendstars: Array<[string, string, string, 'female' | 'male', string]> = [
  ['kavya_drapes', 'Kavya', 'Nair', 'female', 'Kerala kasavu, modern cuts. New drops on the 1st.'],
  ['arjun_denimworks', 'Arjun', 'Singh', 'male', 'Raw denim and relaxed fits from Ludhiana.'],
  ['ishita_loom', 'Ishita', 'Banerjee', 'female', 'Block prints and mulmul dresses, made in Kolkata.'],
  ['vikram_tailors', 'Vikram', 'Reddy', 'male', 'Third-generation tailor. Kurtas cut to move in.'],
];

const members: Array<[string, string, string, 'female' | 'male' | 'other', string]> = [
  ['priya_sharma', 'Priya', 'Sharma', 'female', 'Weekend thrifter, weekday minimalist.'],
  ['aditya_k', 'Aditya', 'Kulkarni', 'male', 'Pune | cricket | checked shirts forever.'],
  ['sneha_dresses', 'Sneha', 'Patel', 'female', 'Saving looks for Diwali already.'],
  ['rahul_verma', 'Rahul', 'Verma', 'male', 'Trying colours I would never buy without seeing.'],
  ['ananya_rao', 'Ananya', 'Rao', 'female', 'Architect. Stripes are a personality.'],
  ['karan_joshi', 'Karan', 'Joshi', 'male', 'Gym, chai, repeat.'],
  ['divya_menon', 'Divya', 'Menon', 'female', 'Cotton only, summers are long in Chennai.'],
  ['nikhil_gupta', 'Nikhil', 'Gupta', 'male', 'Building a capsule wardrobe one try-on at a time.'],
  ['pooja_desai', 'Pooja', 'Desai', 'female', 'Garba season planner.'],
  ['siddharth_m', 'Siddharth', 'Malhotra', 'male', 'Delhi winters, layered.'],
  ['neha_chopra', 'Neha', 'Chopra', 'female', 'Pastels and polka dots.'],
  ['aman_bhatt', 'Aman', 'Bhatt', 'male', 'Ask me about kurtas for weddings.'],
  ['riya_saxena', 'Riya', 'Saxena', 'female', 'Student. Budget looks that do not look budget.'],
  ['harsh_pandey', 'Harsh', 'Pandey', 'male', 'Lucknow chikankari fan.'],
  ['tanvi_shetty', 'Tanvi', 'Shetty', 'female', 'Mangalore to Mumbai. Beach-ready always.'],
  ['yash_agarwal', 'Yash', 'Agarwal', 'male', 'Sneakers first, outfit second.'],
  ['zoya_khan', 'Zoya', 'Khan', 'female', 'Hyderabad | florals | biryani.'],
  ['dev_pillai', 'Dev', 'Pillai', 'male', 'Trying to dress better than my code.'],
  ['kriti_sinha', 'Kriti', 'Sinha', 'female', 'Office looks that survive the metro.'],
  ['manav_trivedi', 'Manav', 'Trivedi', 'male', 'Ahmedabad. Linen enthusiast.'],
  ['sana_mirza', 'Sana', 'Mirza', 'female', 'Eid outfits, planned early.'],
  ['arnav_das', 'Arnav', 'Das', 'other', 'Colour blocking or nothing.'],
];

function person(
  [username, firstName, lastName, gender, bio]: [string, string, string, DemoUser['gender'], string],
  trendstar: boolean,
): DemoUser {
  return {
    username,
    email: `${username}@tvt.local`,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    gender,
    bio,
    role: trendstar ? 'trendstar' : 'default',
    verified: trendstar,
    credits: 0,
  };
}

export const communityPeople: DemoUser[] = [
  ...trendstars.map((entry) => person(entry, true)),
  ...members.map((entry) => person(entry, false)),
];

export const captions = [
  'Which colour should I get? Tell me below',
  'Festive season loading',
  'Office Monday, sorted',
  'Would you wear this to a wedding?',
  'Not sure about the length. Thoughts?',
  'New drop, tried it first',
  'Sunday brunch look',
  'Comfort first, always',
  'Saw this in the store and had to try it here',
  'Pattern overload or just right?',
  'My mom says yes. You?',
  'Chai date outfit',
  'Rate this 1 to 10',
  'Travel-ready for Goa',
  'Monsoon friendly and light',
];

export const commentTexts = [
  'This colour really suits you!',
  'Love it, where is it from?',
  'The print is so good',
  'Perfect for Diwali',
  'Go for it, buy it now',
  'I would wear this every day',
  'Looks so comfortable',
  'Try the blue one too',
  'Classic choice',
  'Need this in my wardrobe',
  'The fit looks great',
  'Stunning!',
  'Maybe a size down?',
  'Wedding season sorted',
];

export const replyTexts = [
  'Thank you!',
  'Agreed!',
  'Haha yes',
  'Ordering it tonight',
  'Good idea, will try',
  'Same here',
  'It is from the new drop',
];

export const tagWords = [
  'ethnic',
  'casual',
  'festive',
  'summer',
  'office',
  'streetwear',
  'handloom',
  'ootd',
  'wedding',
];
