import type { Localized } from './types';

/** A downloadable resource of /resources: its text in each language it is published in (issue 14). */
export interface DemoResource {
  kind: 'manual' | 'brochure' | 'note' | 'sds' | 'poster';
  title: Localized;
  publishDate: string;
  /** ASCII download names; a language without a file name has no file in that language. */
  fileName: { zh?: string; en: string };
  sections: readonly { heading: Localized; paragraphs: readonly Localized[] }[];
}

const storage = {
  heading: { zh: '运输与储存', en: 'Shipping and storage' },
  paragraphs: [
    {
      zh: '冻干粉于室温运输，收到后 -20°C 保存，可稳定 12 个月。复溶后分装，-80°C 保存 3 个月，避免反复冻融。',
      en: 'Lyophilised powder ships at ambient temperature; store at -20°C on receipt, stable for 12 months. After reconstitution, aliquot and store at -80°C for up to 3 months; avoid repeated freeze-thaw cycles.',
    },
  ],
};

export const resources: readonly DemoResource[] = [
  {
    kind: 'manual',
    title: { zh: '重组蛋白复溶与储存操作手册', en: 'Recombinant protein reconstitution and storage manual' },
    publishDate: '2025-09-12',
    fileName: { zh: 'protein-reconstitution-manual-zh.pdf', en: 'protein-reconstitution-manual-en.pdf' },
    sections: [
      {
        heading: { zh: '复溶', en: 'Reconstitution' },
        paragraphs: [
          {
            zh: '开盖前将管子短暂离心，使粉末沉于管底。按说明书标注的浓度加入无菌去离子水，轻柔混匀，室温静置 15-30 分钟，勿涡旋。',
            en: 'Centrifuge the vial briefly before opening so that the powder collects at the bottom. Add sterile deionised water to the concentration given on the datasheet, mix gently and leave for 15-30 minutes at room temperature; do not vortex.',
          },
        ],
      },
      storage,
    ],
  },
  {
    kind: 'manual',
    title: { zh: 'His 标签蛋白技术资料（数据表模板）', en: 'His-tagged proteins: datasheet guide' },
    publishDate: '2025-06-03',
    fileName: { zh: 'his-tag-datasheet-guide-zh.pdf', en: 'his-tag-datasheet-guide-en.pdf' },
    sections: [
      {
        heading: { zh: '数据表各项说明', en: 'What each datasheet field means' },
        paragraphs: [
          {
            zh: '纯度：SDS-PAGE 与 SEC-HPLC 测定；内毒素：LAL 法测定，单位 EU/µg；活性：ELISA 结合实验或细胞实验测得的 EC50。',
            en: 'Purity: by SDS-PAGE and SEC-HPLC. Endotoxin: by the LAL method, in EU/µg. Activity: EC50 from an ELISA binding assay or a cell-based assay.',
          },
        ],
      },
      storage,
    ],
  },
  {
    kind: 'brochure',
    title: { zh: '2025 重组蛋白产品目录', en: 'Recombinant proteins catalogue 2025' },
    publishDate: '2025-02-20',
    fileName: { zh: 'hetai-catalogue-2025-zh.pdf', en: 'hetai-catalogue-2025-en.pdf' },
    sections: [
      {
        heading: { zh: '产品线', en: 'Product lines' },
        paragraphs: [
          {
            zh: '免疫检查点蛋白、细胞因子、病毒抗原、Fc 受体及生物素标记蛋白，覆盖人、小鼠、大鼠与食蟹猴。',
            en: 'Immune checkpoint proteins, cytokines, viral antigens, Fc receptors and biotinylated proteins, for human, mouse, rat and cynomolgus targets.',
          },
        ],
      },
    ],
  },
  {
    kind: 'note',
    title: {
      zh: '应用笔记：用 SPR 测定 PD-1/PD-L1 结合动力学',
      en: 'Application note: PD-1/PD-L1 binding kinetics by SPR',
    },
    publishDate: '2025-08-18',
    fileName: { zh: 'app-note-pd1-pdl1-spr-zh.pdf', en: 'app-note-pd1-pdl1-spr-en.pdf' },
    sections: [
      {
        heading: { zh: '方法', en: 'Method' },
        paragraphs: [
          {
            zh: '将 Human PD-1 His 蛋白捕获于 NTA 芯片，以 0.8-50 nM 系列浓度的 PD-L1 Fc 为分析物，1:1 模型拟合得 KD 约 6.5 nM。',
            en: 'Human PD-1 His was captured on an NTA chip and PD-L1 Fc injected at 0.8-50 nM; a 1:1 model fit gave a KD of about 6.5 nM.',
          },
        ],
      },
    ],
  },
  {
    kind: 'note',
    title: { zh: '技术笔记：内毒素对细胞实验的影响', en: 'Technical note: endotoxin in cell-based assays' },
    publishDate: '2024-11-05',
    fileName: { zh: 'tech-note-endotoxin-zh.pdf', en: 'tech-note-endotoxin-en.pdf' },
    sections: [
      {
        heading: { zh: '要点', en: 'Key points' },
        paragraphs: [
          {
            zh: '原代免疫细胞对内毒素敏感，建议选用内毒素低于 0.1 EU/µg 的蛋白，并在实验中设置多黏菌素 B 对照。',
            en: 'Primary immune cells respond to endotoxin: choose proteins below 0.1 EU/µg and include a polymyxin B control.',
          },
        ],
      },
    ],
  },
  {
    kind: 'sds',
    title: { zh: '安全技术说明书：冻干重组蛋白', en: 'Safety data sheet: lyophilised recombinant proteins' },
    publishDate: '2025-01-10',
    fileName: { zh: 'sds-lyophilised-proteins-zh.pdf', en: 'sds-lyophilised-proteins-en.pdf' },
    sections: [
      {
        heading: { zh: '危险性概述', en: 'Hazards identification' },
        paragraphs: [
          {
            zh: '根据 GHS 不属于危险化学品。粉末可能引起轻微呼吸道刺激，操作时佩戴手套和护目镜。',
            en: 'Not classified as hazardous under GHS. The powder may irritate the airways slightly; wear gloves and eye protection.',
          },
        ],
      },
      storage,
    ],
  },
  {
    kind: 'poster',
    title: {
      zh: 'AACR 2025 海报：双特异性抗体靶点蛋白',
      en: 'AACR 2025 poster: target proteins for bispecific antibodies',
    },
    publishDate: '2025-04-28',
    // Presented abroad in English only.
    fileName: { en: 'aacr-2025-poster-bispecific-targets.pdf' },
    sections: [
      {
        heading: { zh: '摘要', en: 'Abstract' },
        paragraphs: [
          {
            zh: '我们比较了 12 种双特异性抗体靶点蛋白的批间一致性。',
            en: 'We compared the lot-to-lot consistency of 12 target proteins used to develop bispecific antibodies: SEC-HPLC main peak above 95% in every lot, EC50 within a factor of 1.5.',
          },
        ],
      },
    ],
  },
];
