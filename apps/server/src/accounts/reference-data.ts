import type { Localized } from '../db/demo-data/index.js';

/**
 * The areas the forms offer (`GET /distributor/area`): the provincial divisions of mainland China,
 * Hong Kong, Macao and Taiwan, then countries and regions. Ids are stable: users store `areaId`.
 * Reference data that ships with the code (it changes with a release, never at run time).
 */
export const areas: { id: number; name: Localized }[] = [
  { id: 1, name: { zh: '北京', en: 'Beijing' } },
  { id: 2, name: { zh: '天津', en: 'Tianjin' } },
  { id: 3, name: { zh: '河北', en: 'Hebei' } },
  { id: 4, name: { zh: '山西', en: 'Shanxi' } },
  { id: 5, name: { zh: '内蒙古', en: 'Inner Mongolia' } },
  { id: 6, name: { zh: '辽宁', en: 'Liaoning' } },
  { id: 7, name: { zh: '吉林', en: 'Jilin' } },
  { id: 8, name: { zh: '黑龙江', en: 'Heilongjiang' } },
  { id: 9, name: { zh: '上海', en: 'Shanghai' } },
  { id: 10, name: { zh: '江苏', en: 'Jiangsu' } },
  { id: 11, name: { zh: '浙江', en: 'Zhejiang' } },
  { id: 12, name: { zh: '安徽', en: 'Anhui' } },
  { id: 13, name: { zh: '福建', en: 'Fujian' } },
  { id: 14, name: { zh: '江西', en: 'Jiangxi' } },
  { id: 15, name: { zh: '山东', en: 'Shandong' } },
  { id: 16, name: { zh: '河南', en: 'Henan' } },
  { id: 17, name: { zh: '湖北', en: 'Hubei' } },
  { id: 18, name: { zh: '湖南', en: 'Hunan' } },
  { id: 19, name: { zh: '广东', en: 'Guangdong' } },
  { id: 20, name: { zh: '广西', en: 'Guangxi' } },
  { id: 21, name: { zh: '海南', en: 'Hainan' } },
  { id: 22, name: { zh: '重庆', en: 'Chongqing' } },
  { id: 23, name: { zh: '四川', en: 'Sichuan' } },
  { id: 24, name: { zh: '贵州', en: 'Guizhou' } },
  { id: 25, name: { zh: '云南', en: 'Yunnan' } },
  { id: 26, name: { zh: '西藏', en: 'Tibet' } },
  { id: 27, name: { zh: '陕西', en: 'Shaanxi' } },
  { id: 28, name: { zh: '甘肃', en: 'Gansu' } },
  { id: 29, name: { zh: '青海', en: 'Qinghai' } },
  { id: 30, name: { zh: '宁夏', en: 'Ningxia' } },
  { id: 31, name: { zh: '新疆', en: 'Xinjiang' } },
  { id: 32, name: { zh: '香港', en: 'Hong Kong' } },
  { id: 33, name: { zh: '澳门', en: 'Macao' } },
  { id: 34, name: { zh: '台湾', en: 'Taiwan' } },
  { id: 101, name: { zh: '美国', en: 'United States' } },
  { id: 102, name: { zh: '加拿大', en: 'Canada' } },
  { id: 103, name: { zh: '英国', en: 'United Kingdom' } },
  { id: 104, name: { zh: '德国', en: 'Germany' } },
  { id: 105, name: { zh: '法国', en: 'France' } },
  { id: 106, name: { zh: '意大利', en: 'Italy' } },
  { id: 107, name: { zh: '西班牙', en: 'Spain' } },
  { id: 108, name: { zh: '瑞士', en: 'Switzerland' } },
  { id: 109, name: { zh: '荷兰', en: 'Netherlands' } },
  { id: 110, name: { zh: '瑞典', en: 'Sweden' } },
  { id: 111, name: { zh: '日本', en: 'Japan' } },
  { id: 112, name: { zh: '韩国', en: 'South Korea' } },
  { id: 113, name: { zh: '新加坡', en: 'Singapore' } },
  { id: 114, name: { zh: '印度', en: 'India' } },
  { id: 115, name: { zh: '澳大利亚', en: 'Australia' } },
  { id: 116, name: { zh: '新西兰', en: 'New Zealand' } },
  { id: 117, name: { zh: '巴西', en: 'Brazil' } },
  { id: 118, name: { zh: '以色列', en: 'Israel' } },
  { id: 199, name: { zh: '其他国家或地区', en: 'Other countries or regions' } },
];

/** The industries the forms offer (`GET /global_cfg/industry/values`). */
export const industries: { id: number; name: Localized }[] = [
  { id: 1, name: { zh: '科研', en: 'Academic research' } },
  { id: 2, name: { zh: '工业', en: 'Industry' } },
];

export function areaName(id: number | null, lang: 'zh' | 'en'): string {
  const area = areas.find((a) => a.id === id);
  return area ? area.name[lang] : '';
}
