// RUN: tile-opt %s --split-input-file --tileas-unroll-prefetched-products | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-unroll-prefetched-products --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #wg, kWidth = 2}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // Attention's KV loop as tileas-prefetch-products leaves it: the loop
  // carries S for the next iteration, computed at the top of this one
  // (wgmma_pending, onto loop-invariant zeros). It runs two iterations a
  // trip: the trip count n is (ub - lb - 1) / step + 1 (unsigned) where
  // ub > lb, else 0; the loop counts n / 2 pairs, and the body is cloned at
  // i = lb + 2 k step and at i + step, the second taking the first's
  // results. The odd last iteration runs after it, at lb + 2 (n / 2) step,
  // where n is odd.
  // CHECK-LABEL: nv_tileaa.func @attention
  // CHECK-SAME: (%{{.*}}: tensor<64x64xf16, #{{.*}}>, %[[K:.*]]: tensor<64x64xf16, #{{.*}}>, %{{.*}}: tensor<64x64xf16, #{{.*}}>, %[[LB:.*]]: i32, %[[UB:.*]]: i32)
  // CHECK: %[[S0:.*]] = nv_tileaa.dot
  // CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
  // CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i32
  // CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i32
  // CHECK-DAG: %[[STEP:.*]] = arith.constant 3 : i32
  // CHECK-DAG: %[[PAIRSTEP:.*]] = arith.constant 6 : i32
  // CHECK: %[[MORE:.*]] = nv_tileaa.cmpi %[[LB]], %[[UB]] {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}
  // CHECK: %[[GAP:.*]] = nv_tileaa.subi %[[UB]], %[[LB]]
  // CHECK: %[[GAP1:.*]] = nv_tileaa.subi %[[GAP]], %[[ONE]]
  // CHECK: %[[Q:.*]] = nv_tileaa.divi %[[GAP1]], %[[STEP]] {{.*}}signedness = #cuda_tile.signedness<unsigned>
  // CHECK: %[[N1:.*]] = nv_tileaa.addi %[[Q]], %[[ONE]]
  // CHECK: %[[N:.*]] = nv_tileaa.select %[[MORE]], %[[N1]], %[[ZERO]]
  // CHECK: %[[PAIRS:.*]] = nv_tileaa.divi %[[N]], %[[TWO]] {{.*}}signedness = #cuda_tile.signedness<unsigned>
  // CHECK: %[[REM:.*]] = nv_tileaa.remi %[[N]], %[[TWO]] {signedness = #cuda_tile.signedness<unsigned>}
  // CHECK: %[[ODD:.*]] = nv_tileaa.cmpi %[[REM]], %[[ZERO]] {comparison_predicate = #cuda_tile.comparison_predicate<not_equal>
  // CHECK: %[[PAIR:.*]]:2 = nv_tileaa.for %[[ZERO]] to %[[PAIRS]] step %[[ONE]] iter_values(%{{.*}}, %[[S0]] :
  // CHECK-NEXT: ^bb0(%[[KK:.*]]: i32, %[[O:.*]]: tensor<64x64xf32, #{{.*}}>, %[[S:.*]]: tensor<64x64xf32, #{{.*}}>):
  // CHECK-NEXT: %[[OFF:.*]] = nv_tileaa.muli %[[KK]], %[[PAIRSTEP]]
  // CHECK-NEXT: %[[I0:.*]] = nv_tileaa.addi %[[LB]], %[[OFF]]
  // CHECK-NEXT: nv_tileaa.addi %[[I0]], %{{.*}}
  // CHECK-NEXT: %[[SA:.*]] = nv_tileaa.dot %{{.*}}, %[[K]], %{{.*}} {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32}
  // CHECK-NEXT: %[[P0:.*]] = nv_tileaa.ftof %[[S]]
  // CHECK: %[[D0:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %[[O]] {input_precision = "tf32"}
  // CHECK-NEXT: %[[I1:.*]] = nv_tileaa.addi %[[I0]], %[[STEP]]
  // CHECK-NEXT: nv_tileaa.addi %[[I1]], %{{.*}}
  // CHECK-NEXT: %[[SB:.*]] = nv_tileaa.dot %{{.*}}, %[[K]], %{{.*}} {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32}
  // CHECK-NEXT: %[[P1:.*]] = nv_tileaa.ftof %[[SA]]
  // CHECK: %[[D1:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %[[D0]] {input_precision = "tf32"}
  // CHECK-NEXT: nv_tileaa.continue %[[D1]], %[[SB]] :
  // CHECK: %[[R:.*]]:2 = nv_tileaa.if %[[ODD]] -> tensor<64x64xf32, #{{.*}}>, tensor<64x64xf32, #{{.*}}> {
  // CHECK-NEXT: %[[LASTOFF:.*]] = nv_tileaa.muli %[[PAIRS]], %[[PAIRSTEP]]
  // CHECK-NEXT: %[[LASTI:.*]] = nv_tileaa.addi %[[LB]], %[[LASTOFF]]
  // CHECK-NEXT: nv_tileaa.addi %[[LASTI]], %{{.*}}
  // CHECK-NEXT: %[[SL:.*]] = nv_tileaa.dot %{{.*}}, %[[K]], %{{.*}} {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32}
  // CHECK-NEXT: nv_tileaa.ftof %[[PAIR]]#1
  // CHECK: %[[DL:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %[[PAIR]]#0 {input_precision = "tf32"}
  // CHECK-NEXT: nv_tileaa.yield %[[DL]], %[[SL]] :
  // CHECK-NEXT: } else {
  // CHECK-NEXT: nv_tileaa.yield %[[PAIR]]#0, %[[PAIR]]#1 :
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[R]]#0
  // REMARK: remark: [Passed] UnrollPrefetchedProducts | Category:pipeline | Function=attention | Remark="two iterations a trip, and the odd last one after the loop: the product issued an iteration ahead alternates between two sets of registers instead of being copied back each iteration"
  nv_tileaa.func @attention(%q: tensor<64x64xf16, #q>, %k: tensor<64x64xf16, #kt>, %v: tensor<64x64xf16, #q>, %lb: i32, %ub: i32) -> tensor<64x64xf32, #wg> {
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %s0 = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #wg>
    %r:2 = nv_tileaa.for %lb to %ub step %c3 iter_values(%zero, %s0 : tensor<64x64xf32, #wg>, tensor<64x64xf32, #wg>) : i32 -> tensor<64x64xf32, #wg>, tensor<64x64xf32, #wg> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #wg>, %s: tensor<64x64xf32, #wg>):
      %next = nv_tileaa.addi %i, %c3 : i32
      %sn = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #wg>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #wg> to tensor<64x64xf16, #wg>
      %pa = nv_tileas.convert_layout %p : tensor<64x64xf16, #wg> -> tensor<64x64xf16, #a>
      %d = nv_tileaa.dot %pa, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #a>, tensor<64x64xf16, #q>, tensor<64x64xf32, #wg>
      nv_tileaa.continue %d, %sn : tensor<64x64xf32, #wg>, tensor<64x64xf32, #wg>
    }
    nv_tileaa.return %r#0 : tensor<64x64xf32, #wg>
  }

  // A K loop's product onto the carried accumulator (tileas-pipeline's
  // wgmma_pending) chains in place: nothing is copied, and the loop stays.
  // CHECK-LABEL: nv_tileaa.func @k_loop
  // CHECK: nv_tileaa.for
  // CHECK-NOT: nv_tileaa.if
  // CHECK: nv_tileaa.return
  // REMARK-NOT: Function=k_loop
  nv_tileaa.func @k_loop(%q: tensor<64x64xf16, #q>, %k: tensor<64x64xf16, #kt>, %ub: i32) -> tensor<64x64xf32, #wg> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %r = nv_tileaa.for %c0 to %ub step %c1 iter_values(%zero : tensor<64x64xf32, #wg>) : i32 -> tensor<64x64xf32, #wg> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #wg>):
      %d = nv_tileaa.dot %q, %k, %acc {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #wg>
      nv_tileaa.continue %d : tensor<64x64xf32, #wg>
    }
    nv_tileaa.return %r : tensor<64x64xf32, #wg>
  }

  // An iteration that may end early (a continue in a nested region) would
  // end the pair's first iteration and skip its second: the loop stays.
  // CHECK-LABEL: nv_tileaa.func @ends_early
  // CHECK: nv_tileaa.for
  // CHECK-NOT: nv_tileaa.for
  // CHECK: nv_tileaa.return
  // REMARK: remark: [Missed] UnrollPrefetchedProducts | Category:pipeline | Function=ends_early | Reason="an iteration may end early (break, or continue in a nested region)"
  nv_tileaa.func @ends_early(%q: tensor<64x64xf16, #q>, %k: tensor<64x64xf16, #kt>, %v: tensor<64x64xf16, #q>, %ub: i32, %c: i1) -> tensor<64x64xf32, #wg> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %r:2 = nv_tileaa.for %c0 to %ub step %c1 iter_values(%zero, %zero : tensor<64x64xf32, #wg>, tensor<64x64xf32, #wg>) : i32 -> tensor<64x64xf32, #wg>, tensor<64x64xf32, #wg> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #wg>, %s: tensor<64x64xf32, #wg>):
      %sn = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #wg>
      nv_tileaa.if %c {
        nv_tileaa.continue %o, %sn : tensor<64x64xf32, #wg>, tensor<64x64xf32, #wg>
      }
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #wg> to tensor<64x64xf16, #wg>
      %pa = nv_tileas.convert_layout %p : tensor<64x64xf16, #wg> -> tensor<64x64xf16, #a>
      %d = nv_tileaa.dot %pa, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #a>, tensor<64x64xf16, #q>, tensor<64x64xf32, #wg>
      nv_tileaa.continue %d, %sn : tensor<64x64xf32, #wg>, tensor<64x64xf32, #wg>
    }
    nv_tileaa.return %r#0 : tensor<64x64xf32, #wg>
  }
}
