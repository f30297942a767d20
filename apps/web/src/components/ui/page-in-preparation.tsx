import type { ReactNode } from 'react';

interface PageInPreparationProps {
  title: string;
  /** Ways onward, e.g. a link home. */
  children?: ReactNode;
}

/** The honest stand-in for a page that is not built yet: it says so, and offers a way on. */
export function PageInPreparation({ title, children }: PageInPreparationProps) {
  return (
    <section aria-labelledby="in-preparation-title" className="rounded-2xl bg-white p-6 text-center shadow-sm sm:p-10">
      <h1 id="in-preparation-title" className="text-2xl font-bold text-balance text-primary">
        {title}
      </h1>
      <p className="mt-3 text-lg text-balance text-stone-700">หน้านี้อยู่ระหว่างการจัดเตรียม ยังไม่เปิดให้บริการในขณะนี้</p>
      <p className="mt-1 text-base text-stone-600">หากต้องการข้อมูลส่วนนี้ กรุณาติดต่อสหกรณ์</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}
