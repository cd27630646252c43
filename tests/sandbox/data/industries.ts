// Industry names by industry code (1–201, published range): code n is INDUSTRIES[n - 1].
// Modelled on the professional network's industry list; the mapping is fixed, seed-independent.

export const INDUSTRIES: readonly string[] = [
  'Accounting', 'Airlines and Aviation', 'Alternative Dispute Resolution', 'Alternative Medicine', 'Animation',
  'Apparel and Fashion', 'Architecture and Planning', 'Arts and Crafts', 'Automotive', 'Aviation and Aerospace',
  'Banking', 'Biotechnology', 'Broadcast Media', 'Building Materials', 'Business Supplies and Equipment',
  'Capital Markets', 'Chemicals', 'Civic and Social Organization', 'Civil Engineering', 'Commercial Real Estate',
  'Computer and Network Security', 'Computer Games', 'Computer Hardware', 'Computer Networking', 'Computer Software',
  'Construction', 'Consumer Electronics', 'Consumer Goods', 'Consumer Services', 'Cosmetics',
  'Dairy', 'Defense and Space', 'Design', 'E-Learning', 'Education Management',
  'Electrical and Electronic Manufacturing', 'Entertainment', 'Environmental Services', 'Events Services', 'Executive Office',
  'Facilities Services', 'Farming', 'Financial Services', 'Fine Art', 'Fishery',
  'Food and Beverages', 'Food Production', 'Fund-Raising', 'Furniture', 'Gambling and Casinos',
  'Glass, Ceramics and Concrete', 'Government Administration', 'Government Relations', 'Graphic Design', 'Health, Wellness and Fitness',
  'Higher Education', 'Hospital and Health Care', 'Hospitality', 'Human Resources', 'Import and Export',
  'Individual and Family Services', 'Industrial Automation', 'Information Services', 'Information Technology and Services', 'Insurance',
  'International Affairs', 'International Trade and Development', 'Internet', 'Investment Banking', 'Investment Management',
  'Judiciary', 'Law Enforcement', 'Law Practice', 'Legal Services', 'Legislative Office',
  'Leisure, Travel and Tourism', 'Libraries', 'Logistics and Supply Chain', 'Luxury Goods and Jewelry', 'Machinery',
  'Management Consulting', 'Maritime', 'Market Research', 'Marketing and Advertising', 'Mechanical or Industrial Engineering',
  'Media Production', 'Medical Devices', 'Medical Practice', 'Mental Health Care', 'Military',
  'Mining and Metals', 'Motion Pictures and Film', 'Museums and Institutions', 'Music', 'Nanotechnology',
  'Newspapers', 'Nonprofit Organization Management', 'Oil and Energy', 'Online Media', 'Outsourcing and Offshoring',
  'Package and Freight Delivery', 'Packaging and Containers', 'Paper and Forest Products', 'Performing Arts', 'Pharmaceuticals',
  'Philanthropy', 'Photography', 'Plastics', 'Political Organization', 'Primary and Secondary Education',
  'Printing', 'Professional Training and Coaching', 'Program Development', 'Public Policy', 'Public Relations and Communications',
  'Public Safety', 'Publishing', 'Railroad Manufacture', 'Ranching', 'Real Estate',
  'Recreational Facilities and Services', 'Religious Institutions', 'Renewables and Environment', 'Research', 'Restaurants',
  'Retail', 'Security and Investigations', 'Semiconductors', 'Shipbuilding', 'Sporting Goods',
  'Sports', 'Staffing and Recruiting', 'Supermarkets', 'Telecommunications', 'Textiles',
  'Think Tanks', 'Tobacco', 'Translation and Localization', 'Transportation, Trucking and Railroad', 'Utilities',
  'Venture Capital and Private Equity', 'Veterinary', 'Warehousing', 'Wholesale', 'Wine and Spirits',
  'Wireless', 'Writing and Editing', 'Mobile Games', 'Online Audio and Video Media', 'Technology, Information and Internet',
  'Software Development', 'IT Services and IT Consulting', 'Data Infrastructure and Analytics', 'Blockchain Services', 'Business Intelligence Platforms',
  'Climate Technology Product Manufacturing', 'Digital Accessibility', 'Desktop Computing Software Products', 'Embedded Software Products', 'Mobile Computing Software Products',
  'Social Networking Platforms', 'Internet Marketplace Platforms', 'Online and Mail Order Retail', 'Retail Apparel and Fashion', 'Retail Groceries',
  'Retail Health and Personal Care Products', 'Retail Luxury Goods and Jewelry', 'Retail Office Equipment', 'Retail Motor Vehicles', 'Retail Building Materials and Garden Equipment',
  'Freight and Package Transportation', 'Ground Passenger Transportation', 'Truck Transportation', 'Solar Electric Power Generation', 'Wind Electric Power Generation',
  'Hydroelectric Power Generation', 'Nuclear Electric Power Generation', 'Robotics Engineering', 'Space Research and Technology', 'Biotechnology Research',
  'Medical Equipment Manufacturing', 'Personal Care Product Manufacturing', 'Beverage Manufacturing', 'Breweries', 'Distilleries',
  'Wineries', 'Baked Goods Manufacturing', 'Food and Beverage Retail', 'Fitness and Recreation Centers', 'Golf Courses and Country Clubs',
  'Spectator Sports', 'Artists and Writers', 'Book and Periodical Publishing', 'Telecommunications Carriers', 'Satellite Telecommunications',
  'Security Systems Services', 'Technical and Vocational Training', 'Child Day Care Services', 'Home Health Care Services', 'Community Services',
  'Dentists',
];

/** Name of an industry code, or null outside 1–201. */
export function industryName(code: number): string | null {
  return INDUSTRIES[code - 1] ?? null;
}
