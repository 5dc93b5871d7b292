import type { DemoDistributor, Localized } from './types';

/**
 * Authorized distributors. Company names are invented and every e-mail address and website uses
 * a reserved example domain, so the demo never points at a real company.
 */
const europe: Localized = { zh: '欧洲', en: 'Europe' };
const asiaPacific: Localized = { zh: '亚太', en: 'Asia-Pacific' };
const northAmerica: Localized = { zh: '北美', en: 'North America' };
const latinAmerica: Localized = { zh: '拉丁美洲', en: 'Latin America' };
const middleEast: Localized = { zh: '中东', en: 'Middle East' };

interface Row {
  code: string;
  country: Localized;
  region: Localized;
  name: Localized;
  slug: string;
  phone: string;
  address: Localized;
}

const rows: Row[] = [
  {
    code: 'US',
    country: { zh: '美国', en: 'United States' },
    region: northAmerica,
    name: { zh: '大西洋生命科学供应公司', en: 'Atlantic Life Science Supply Inc.' },
    slug: 'atlantic-lss',
    phone: '+1 617 555 0132',
    address: {
      zh: '美国马萨诸塞州剑桥市创新大道1200号 邮编02139',
      en: '1200 Innovation Drive, Cambridge, MA 02139, USA',
    },
  },
  {
    code: 'US',
    country: { zh: '美国', en: 'United States' },
    region: northAmerica,
    name: { zh: '太平洋海岸生物试剂公司', en: 'Pacific Coast Bioreagents LLC' },
    slug: 'pacific-bioreagents',
    phone: '+1 858 555 0177',
    address: {
      zh: '美国加利福尼亚州圣地亚哥市海景科技路850号 邮编92121',
      en: '850 Oceanview Tech Way, San Diego, CA 92121, USA',
    },
  },
  {
    code: 'CA',
    country: { zh: '加拿大', en: 'Canada' },
    region: northAmerica,
    name: { zh: '枫叶科研产品有限公司', en: 'Maple Research Products Ltd.' },
    slug: 'maple-research',
    phone: '+1 416 555 0190',
    address: {
      zh: '加拿大安大略省多伦多市研究园路55号',
      en: '55 Research Park Road, Toronto, ON M5V 0A1, Canada',
    },
  },
  {
    code: 'GB',
    country: { zh: '英国', en: 'United Kingdom' },
    region: europe,
    name: { zh: '剑桥郡蛋白科技有限公司', en: 'Fenland Protein Technologies Ltd.' },
    slug: 'fenland-protein',
    phone: '+44 1223 555 014',
    address: {
      zh: '英国剑桥郡沼泽科技园7号楼',
      en: 'Unit 7, Fenland Technology Park, Cambridge CB5 0ZZ, United Kingdom',
    },
  },
  {
    code: 'DE',
    country: { zh: '德国', en: 'Germany' },
    region: europe,
    name: { zh: '莱茵生物试剂有限公司', en: 'Rhein BioReagenzien GmbH' },
    slug: 'rhein-bioreagenzien',
    phone: '+49 6221 555 0188',
    address: { zh: '德国海德堡实验室大街18号', en: 'Laborstraße 18, 69120 Heidelberg, Germany' },
  },
  {
    code: 'FR',
    country: { zh: '法国', en: 'France' },
    region: europe,
    name: { zh: '塞纳生命科学公司', en: 'Seine Sciences de la Vie SAS' },
    slug: 'seine-sciences',
    phone: '+33 1 55 55 01 42',
    address: { zh: '法国巴黎生物谷大街42号', en: '42 Avenue de la Biovallée, 75013 Paris, France' },
  },
  {
    code: 'IT',
    country: { zh: '意大利', en: 'Italy' },
    region: europe,
    name: { zh: '伦巴第生物技术有限公司', en: 'Lombardia Biotecnologie S.r.l.' },
    slug: 'lombardia-biotec',
    phone: '+39 02 5555 0123',
    address: { zh: '意大利米兰科学路15号', en: 'Via delle Scienze 15, 20139 Milano, Italy' },
  },
  {
    code: 'ES',
    country: { zh: '西班牙', en: 'Spain' },
    region: europe,
    name: { zh: '伊比利亚实验室供应公司', en: 'Ibérica Lab Supply S.L.' },
    slug: 'iberica-lab',
    phone: '+34 93 555 0145',
    address: { zh: '西班牙巴塞罗那实验室大街22号', en: 'Carrer dels Laboratoris 22, 08038 Barcelona, Spain' },
  },
  {
    code: 'NL',
    country: { zh: '荷兰', en: 'Netherlands' },
    region: europe,
    name: { zh: '低地生命科学公司', en: 'Lowlands Life Sciences B.V.' },
    slug: 'lowlands-ls',
    phone: '+31 71 555 0166',
    address: { zh: '荷兰莱顿生物园路8号', en: 'Biopark Laan 8, 2333 ZZ Leiden, Netherlands' },
  },
  {
    code: 'CH',
    country: { zh: '瑞士', en: 'Switzerland' },
    region: europe,
    name: { zh: '阿尔卑斯生物分析公司', en: 'Alpine Bioanalytics AG' },
    slug: 'alpine-bioanalytics',
    phone: '+41 61 555 0119',
    address: { zh: '瑞士巴塞尔莱茵河畔路31号', en: 'Rheinuferweg 31, 4058 Basel, Switzerland' },
  },
  {
    code: 'SE',
    country: { zh: '瑞典', en: 'Sweden' },
    region: europe,
    name: { zh: '北欧生物供应公司', en: 'Nordic BioSupply AB' },
    slug: 'nordic-biosupply',
    phone: '+46 8 555 012 30',
    address: { zh: '瑞典斯德哥尔摩索尔纳区研究路5号', en: 'Forskargatan 5, 171 65 Solna, Sweden' },
  },
  {
    code: 'JP',
    country: { zh: '日本', en: 'Japan' },
    region: asiaPacific,
    name: { zh: '樱花生物科学株式会社', en: 'Sakura Bioscience K.K.' },
    slug: 'sakura-bioscience',
    phone: '+81 3 5555 0128',
    address: { zh: '日本东京都港区科学町1-2-3', en: '1-2-3 Kagaku-cho, Minato-ku, Tokyo 105-0000, Japan' },
  },
  {
    code: 'KR',
    country: { zh: '韩国', en: 'South Korea' },
    region: asiaPacific,
    name: { zh: '汉江生命科学株式会社', en: 'Hangang Life Science Co., Ltd.' },
    slug: 'hangang-ls',
    phone: '+82 2 555 0136',
    address: { zh: '韩国首尔麻浦区生物谷路77号', en: '77 Bio Valley-ro, Mapo-gu, Seoul 04100, South Korea' },
  },
  {
    code: 'SG',
    country: { zh: '新加坡', en: 'Singapore' },
    region: asiaPacific,
    name: { zh: '狮城生物科技私人有限公司', en: 'Merlion Biotech Pte. Ltd.' },
    slug: 'merlion-biotech',
    phone: '+65 6555 0172',
    address: { zh: '新加坡科学园道9号', en: '9 Science Park Way, Singapore 118000' },
  },
  {
    code: 'IN',
    country: { zh: '印度', en: 'India' },
    region: asiaPacific,
    name: { zh: '德干生物试剂私人有限公司', en: 'Deccan Bioreagents Pvt. Ltd.' },
    slug: 'deccan-bioreagents',
    phone: '+91 40 5555 0114',
    address: {
      zh: '印度海得拉巴生命科学园区4号地块',
      en: 'Plot 4, Life Sciences Park, Hyderabad 500000, India',
    },
  },
  {
    code: 'AU',
    country: { zh: '澳大利亚', en: 'Australia' },
    region: asiaPacific,
    name: { zh: '南十字星生命科学公司', en: 'Southern Cross Life Sciences Pty Ltd' },
    slug: 'southern-cross-ls',
    phone: '+61 3 5555 0181',
    address: { zh: '澳大利亚墨尔本研究大道16号', en: '16 Research Avenue, Parkville VIC 3052, Australia' },
  },
  {
    code: 'HK',
    country: { zh: '中国香港', en: 'Hong Kong, China' },
    region: asiaPacific,
    name: { zh: '维港生物科技有限公司', en: 'Harbour Biotech Limited' },
    slug: 'harbour-biotech',
    phone: '+852 5555 0163',
    address: {
      zh: '香港新界沙田科技园创新大楼8楼',
      en: '8/F Innovation Tower, Science Park, Shatin, Hong Kong',
    },
  },
  {
    code: 'TW',
    country: { zh: '中国台湾', en: 'Taiwan, China' },
    region: asiaPacific,
    name: { zh: '宝岛生技股份有限公司', en: 'Formosa Biotech Co., Ltd.' },
    slug: 'formosa-biotech',
    phone: '+886 2 5555 0127',
    address: { zh: '台北市南港区生技路18号', en: 'No. 18 Biotech Road, Nangang District, Taipei 115' },
  },
  {
    code: 'IL',
    country: { zh: '以色列', en: 'Israel' },
    region: middleEast,
    name: { zh: '黎凡特研究试剂有限公司', en: 'Levant Research Reagents Ltd.' },
    slug: 'levant-reagents',
    phone: '+972 8 555 0158',
    address: { zh: '以色列雷霍沃特科学大道12号', en: '12 Science Boulevard, Rehovot 7600000, Israel' },
  },
  {
    code: 'TR',
    country: { zh: '土耳其', en: 'Türkiye' },
    region: middleEast,
    name: { zh: '安纳托利亚生命科学公司', en: 'Anatolia Life Sciences A.Ş.' },
    slug: 'anatolia-ls',
    phone: '+90 216 555 0149',
    address: {
      zh: '土耳其伊斯坦布尔阿塔谢希尔区科技大道21号',
      en: 'Teknoloji Bulvarı 21, Ataşehir, 34750 Istanbul, Türkiye',
    },
  },
  {
    code: 'BR',
    country: { zh: '巴西', en: 'Brazil' },
    region: latinAmerica,
    name: { zh: '南美生物产品有限公司', en: 'Cruzeiro Produtos Biológicos Ltda.' },
    slug: 'cruzeiro-bio',
    phone: '+55 11 5555 0135',
    address: {
      zh: '巴西圣保罗市科学大道450号',
      en: 'Av. das Ciências 450, São Paulo - SP, 05500-000, Brazil',
    },
  },
];

export const distributors: DemoDistributor[] = rows.map((r) => ({
  name: r.name,
  country: r.country,
  countryCode: r.code,
  region: r.region,
  email: `sales@${r.slug}.example.com`,
  phone: r.phone,
  website: `https://www.${r.slug}.example`,
  address: r.address,
}));
