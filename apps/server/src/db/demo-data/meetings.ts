import type { DemoMeeting } from './types';

/**
 * Meetings (issue 13): the trade shows and conferences where the company has a booth, and the seminars
 * it holds itself (no booth). Agendas are HTML, sanitised when seeded. Latest first.
 */
export const meetings: DemoMeeting[] = [
  {
    title: { zh: 'SITC 2026年会', en: 'SITC 2026 Annual Meeting' },
    summary: {
      zh: '在512号展位展示免疫检查点、CAR检测试剂和细胞治疗GMP原料，欢迎预约技术交流。',
      en: 'At booth 512: immune checkpoints, CAR detection reagents and GMP materials for cell therapy. Book a talk with our scientists.',
    },
    agenda: {
      zh: '<h3>11月6日</h3><ul><li>10:00 展位开放</li><li>14:00 展位技术分享：CAR表达检测的三种方法</li></ul><h3>11月7日</h3><ul><li>12:30 海报展示：PD-1/PD-L1抑制剂筛选模型</li><li>15:00 客户交流会（需预约）</li></ul><h3>11月8日</h3><ul><li>10:00-14:00 展位开放</li></ul>',
      en: '<h3>November 6</h3><ul><li>10:00 Booth opens</li><li>14:00 Booth talk: three ways to detect CAR expression</li></ul><h3>November 7</h3><ul><li>12:30 Poster: a PD-1/PD-L1 inhibitor screening model</li><li>15:00 Customer meeting (by appointment)</li></ul><h3>November 8</h3><ul><li>10:00-14:00 Booth open</li></ul>',
    },
    startDate: '2026-11-06',
    endDate: '2026-11-08',
    city: { zh: '美国国家港', en: 'National Harbor, MD, USA' },
    venue: { zh: '盖洛德国家度假酒店及会议中心', en: 'Gaylord National Resort & Convention Center' },
    booth: '512',
    cover: null,
    catalogNumbers: ['PD1-H5211', 'PDL1-H5211', 'CD19-H5211', 'BCA-H5211', 'SK001'],
  },
  {
    title: { zh: 'BIO-Europe 2026', en: 'BIO-Europe 2026' },
    summary: {
      zh: '携mRNA原料酶和质控试剂盒亮相慕尼黑，现场可预约一对一合作洽谈。',
      en: 'mRNA enzymes and quality-control kits in Munich; one-to-one partnering meetings on request.',
    },
    agenda: {
      zh: '<h3>11月2日至4日</h3><ul><li>C-18展位全天开放</li><li>合作洽谈：通过大会系统或本页表单预约</li></ul><p>重点展示：GMP级T7 RNA聚合酶、牛痘加帽酶、mRNA加帽率检测试剂盒。</p>',
      en: '<h3>November 2-4</h3><ul><li>Booth C-18 open all day</li><li>Partnering: book through the congress system or the form on this page</li></ul><p>Highlights: GMP T7 RNA polymerase, vaccinia capping enzyme, the mRNA Cap Detection Kit.</p>',
    },
    startDate: '2026-11-02',
    endDate: '2026-11-04',
    city: { zh: '德国慕尼黑', en: 'Munich, Germany' },
    venue: { zh: '慕尼黑国际会议中心', en: 'ICM – International Congress Center Messe München' },
    booth: 'C-18',
    cover: null,
    catalogNumbers: ['T7R-G1011', 'VCE-G1021', 'CD002', 'CD003'],
  },
  {
    title: {
      zh: '2026 mRNA药物开发与质控研讨会（上海站）',
      en: 'mRNA Development and Quality Control Seminar 2026 (Shanghai)',
    },
    summary: {
      zh: '禾泰生物主办的线下技术研讨会：加帽率、dsRNA和残留酶检测的方法与案例。',
      en: 'A seminar held by Hetai Bio: methods and cases for capping rate, dsRNA and residual enzyme testing.',
    },
    agenda: {
      zh: '<h3>9月18日</h3><ol><li>13:30 签到</li><li>14:00 mRNA关键质量属性与法规要求</li><li>14:45 加帽率检测：LC-MS方法的建立与验证</li><li>15:30 茶歇与产品展示</li><li>16:00 dsRNA与残留T7 RNA聚合酶的ELISA检测</li><li>16:45 圆桌讨论与问答</li></ol>',
      en: '<h3>September 18</h3><ol><li>13:30 Registration</li><li>14:00 Critical quality attributes of mRNA and what regulators ask</li><li>14:45 Capping rate: setting up and validating the LC-MS method</li><li>15:30 Coffee and product showcase</li><li>16:00 ELISA for dsRNA and residual T7 RNA polymerase</li><li>16:45 Panel and questions</li></ol>',
    },
    startDate: '2026-09-18',
    endDate: '2026-09-18',
    city: { zh: '上海', en: 'Shanghai, China' },
    venue: { zh: '张江科学会堂', en: 'Zhangjiang Science Hall' },
    booth: null,
    cover: null,
    catalogNumbers: ['CD002', 'CD003', 'CD004', 'T7R-E1012'],
  },
  {
    title: { zh: 'CPHI China 2026', en: 'CPHI China 2026' },
    summary: {
      zh: '在W3C58展位展示GMP级细胞因子和宿主残留检测试剂盒。',
      en: 'At booth W3C58: GMP cytokines and host-cell residual kits.',
    },
    agenda: {
      zh: '<h3>6月16日至18日</h3><ul><li>W3C58展位每日9:00-17:00开放</li><li>6月17日 10:30 展位讲座：细胞治疗工艺中的残留检测</li></ul>',
      en: '<h3>June 16-18</h3><ul><li>Booth W3C58 open 9:00-17:00 daily</li><li>June 17, 10:30 Booth talk: residual testing in cell-therapy processes</li></ul>',
    },
    startDate: '2026-06-16',
    endDate: '2026-06-18',
    city: { zh: '上海', en: 'Shanghai, China' },
    venue: { zh: '上海新国际博览中心', en: 'Shanghai New International Expo Centre' },
    booth: 'W3C58',
    cover: null,
    catalogNumbers: ['IL2-H1011', 'IL15-H1011', 'HC001', 'HC005'],
  },
  {
    title: { zh: 'AACR 2026年会', en: 'AACR Annual Meeting 2026' },
    summary: {
      zh: '在2231号展位展示ADC靶点与肿瘤相关抗原，发布新一批双表位标记蛋白。',
      en: 'At booth 2231: ADC targets and tumour-associated antigens, and a new series of dual-labelled proteins.',
    },
    agenda: {
      zh: '<h3>4月17日至22日</h3><ul><li>2231号展位开放（以大会时间为准）</li><li>4月20日 海报：Claudin 18.2 VLP在抗体筛选中的应用</li></ul>',
      en: '<h3>April 17-22</h3><ul><li>Booth 2231 open (congress hours)</li><li>April 20 Poster: Claudin 18.2 VLPs in antibody screening</li></ul>',
    },
    startDate: '2026-04-17',
    endDate: '2026-04-22',
    city: { zh: '美国圣地亚哥', en: 'San Diego, CA, USA' },
    venue: { zh: '圣地亚哥会议中心', en: 'San Diego Convention Center' },
    booth: '2231',
    cover: null,
    catalogNumbers: ['TR2-H5211', 'HE2-H5211', 'NE4-H5211', 'CL8-H5211', 'B73-H5211'],
  },
  {
    title: { zh: '2025细胞与基因治疗产业大会', en: 'Cell and Gene Therapy Industry Conference 2025' },
    summary: {
      zh: '与细胞治疗企业交流GMP原料的选择与变更管理。',
      en: 'Talks with cell-therapy developers on choosing GMP materials and managing changes.',
    },
    agenda: {
      zh: '<h3>11月20日至21日</h3><ul><li>B07展位开放</li><li>11月21日 14:20 报告：GMP级细胞因子的可比性研究</li></ul>',
      en: '<h3>November 20-21</h3><ul><li>Booth B07 open</li><li>November 21, 14:20 Talk: comparability studies of GMP cytokines</li></ul>',
    },
    startDate: '2025-11-20',
    endDate: '2025-11-21',
    city: { zh: '苏州', en: 'Suzhou, China' },
    venue: { zh: '苏州国际博览中心', en: 'Suzhou International Expo Center' },
    booth: 'B07',
    cover: null,
    catalogNumbers: ['IL2-H1011', 'IL15-H1011', 'GMCS-H1011'],
  },
];
