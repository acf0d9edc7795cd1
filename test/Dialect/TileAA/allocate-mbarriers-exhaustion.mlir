// RUN: tile-opt %s --split-input-file --verify-diagnostics --tileaa-allocate-mbarriers | FileCheck %s

// The per-CTA pool holds 32 mbarriers: 32 tokens live at once fit, the 33rd
// is a hard error at the create that finds no free slot, and any number of
// tokens fits as long as no more than 32 are live together.

// CHECK-LABEL: nv_tileaa.func @thirty_two_live
// CHECK-SAME: nv_tileaa.mbarriers = 32 : i32
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 31 : i32}
// CHECK: nv_tileaa.join_mem_token
nv_tileaa.func @thirty_two_live() {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t1 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t2 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t3 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t4 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t5 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t6 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t7 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t8 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t9 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t10 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t11 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t12 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t13 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t14 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t15 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t16 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t17 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t18 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t19 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t20 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t21 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t22 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t23 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t24 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t25 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t26 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t27 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t28 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t29 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t30 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t31 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %j = nv_tileaa.join_mem_token[%t0, %t1, %t2, %t3, %t4, %t5, %t6, %t7, %t8, %t9, %t10, %t11, %t12, %t13, %t14, %t15, %t16, %t17, %t18, %t19, %t20, %t21, %t22, %t23, %t24, %t25, %t26, %t27, %t28, %t29, %t30, %t31] : !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

nv_tileaa.func @thirty_three_live() {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t1 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t2 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t3 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t4 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t5 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t6 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t7 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t8 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t9 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t10 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t11 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t12 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t13 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t14 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t15 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t16 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t17 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t18 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t19 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t20 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t21 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t22 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t23 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t24 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t25 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t26 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t27 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t28 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t29 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t30 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t31 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error@+1 {{mbarrier pool exhausted: more than 32 mem_tokens are live at once (the per-CTA pool has 32 mbarriers)}}
  %t32 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %j = nv_tileaa.join_mem_token[%t0, %t1, %t2, %t3, %t4, %t5, %t6, %t7, %t8, %t9, %t10, %t11, %t12, %t13, %t14, %t15, %t16, %t17, %t18, %t19, %t20, %t21, %t22, %t23, %t24, %t25, %t26, %t27, %t28, %t29, %t30, %t31, %t32] : !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

// Forty tokens, each waited for before the next is made: one slot.
// CHECK-LABEL: nv_tileaa.func @forty_in_turn
// CHECK-SAME: nv_tileaa.mbarriers = 1 : i32
// CHECK-COUNT-40: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
nv_tileaa.func @forty_in_turn(%p: !llvm.ptr, %v: f32) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s0 = nv_tileaa.store %p, %v token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j0 = nv_tileaa.join_mem_token[%s0, %t0] : !nv_tileaa.mem_token
  %t1 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s1 = nv_tileaa.store %p, %v token %t1 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j1 = nv_tileaa.join_mem_token[%s1, %t1] : !nv_tileaa.mem_token
  %t2 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s2 = nv_tileaa.store %p, %v token %t2 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j2 = nv_tileaa.join_mem_token[%s2, %t2] : !nv_tileaa.mem_token
  %t3 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s3 = nv_tileaa.store %p, %v token %t3 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j3 = nv_tileaa.join_mem_token[%s3, %t3] : !nv_tileaa.mem_token
  %t4 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s4 = nv_tileaa.store %p, %v token %t4 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j4 = nv_tileaa.join_mem_token[%s4, %t4] : !nv_tileaa.mem_token
  %t5 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s5 = nv_tileaa.store %p, %v token %t5 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j5 = nv_tileaa.join_mem_token[%s5, %t5] : !nv_tileaa.mem_token
  %t6 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s6 = nv_tileaa.store %p, %v token %t6 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j6 = nv_tileaa.join_mem_token[%s6, %t6] : !nv_tileaa.mem_token
  %t7 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s7 = nv_tileaa.store %p, %v token %t7 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j7 = nv_tileaa.join_mem_token[%s7, %t7] : !nv_tileaa.mem_token
  %t8 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s8 = nv_tileaa.store %p, %v token %t8 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j8 = nv_tileaa.join_mem_token[%s8, %t8] : !nv_tileaa.mem_token
  %t9 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s9 = nv_tileaa.store %p, %v token %t9 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j9 = nv_tileaa.join_mem_token[%s9, %t9] : !nv_tileaa.mem_token
  %t10 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s10 = nv_tileaa.store %p, %v token %t10 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j10 = nv_tileaa.join_mem_token[%s10, %t10] : !nv_tileaa.mem_token
  %t11 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s11 = nv_tileaa.store %p, %v token %t11 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j11 = nv_tileaa.join_mem_token[%s11, %t11] : !nv_tileaa.mem_token
  %t12 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s12 = nv_tileaa.store %p, %v token %t12 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j12 = nv_tileaa.join_mem_token[%s12, %t12] : !nv_tileaa.mem_token
  %t13 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s13 = nv_tileaa.store %p, %v token %t13 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j13 = nv_tileaa.join_mem_token[%s13, %t13] : !nv_tileaa.mem_token
  %t14 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s14 = nv_tileaa.store %p, %v token %t14 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j14 = nv_tileaa.join_mem_token[%s14, %t14] : !nv_tileaa.mem_token
  %t15 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s15 = nv_tileaa.store %p, %v token %t15 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j15 = nv_tileaa.join_mem_token[%s15, %t15] : !nv_tileaa.mem_token
  %t16 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s16 = nv_tileaa.store %p, %v token %t16 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j16 = nv_tileaa.join_mem_token[%s16, %t16] : !nv_tileaa.mem_token
  %t17 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s17 = nv_tileaa.store %p, %v token %t17 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j17 = nv_tileaa.join_mem_token[%s17, %t17] : !nv_tileaa.mem_token
  %t18 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s18 = nv_tileaa.store %p, %v token %t18 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j18 = nv_tileaa.join_mem_token[%s18, %t18] : !nv_tileaa.mem_token
  %t19 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s19 = nv_tileaa.store %p, %v token %t19 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j19 = nv_tileaa.join_mem_token[%s19, %t19] : !nv_tileaa.mem_token
  %t20 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s20 = nv_tileaa.store %p, %v token %t20 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j20 = nv_tileaa.join_mem_token[%s20, %t20] : !nv_tileaa.mem_token
  %t21 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s21 = nv_tileaa.store %p, %v token %t21 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j21 = nv_tileaa.join_mem_token[%s21, %t21] : !nv_tileaa.mem_token
  %t22 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s22 = nv_tileaa.store %p, %v token %t22 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j22 = nv_tileaa.join_mem_token[%s22, %t22] : !nv_tileaa.mem_token
  %t23 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s23 = nv_tileaa.store %p, %v token %t23 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j23 = nv_tileaa.join_mem_token[%s23, %t23] : !nv_tileaa.mem_token
  %t24 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s24 = nv_tileaa.store %p, %v token %t24 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j24 = nv_tileaa.join_mem_token[%s24, %t24] : !nv_tileaa.mem_token
  %t25 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s25 = nv_tileaa.store %p, %v token %t25 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j25 = nv_tileaa.join_mem_token[%s25, %t25] : !nv_tileaa.mem_token
  %t26 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s26 = nv_tileaa.store %p, %v token %t26 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j26 = nv_tileaa.join_mem_token[%s26, %t26] : !nv_tileaa.mem_token
  %t27 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s27 = nv_tileaa.store %p, %v token %t27 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j27 = nv_tileaa.join_mem_token[%s27, %t27] : !nv_tileaa.mem_token
  %t28 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s28 = nv_tileaa.store %p, %v token %t28 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j28 = nv_tileaa.join_mem_token[%s28, %t28] : !nv_tileaa.mem_token
  %t29 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s29 = nv_tileaa.store %p, %v token %t29 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j29 = nv_tileaa.join_mem_token[%s29, %t29] : !nv_tileaa.mem_token
  %t30 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s30 = nv_tileaa.store %p, %v token %t30 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j30 = nv_tileaa.join_mem_token[%s30, %t30] : !nv_tileaa.mem_token
  %t31 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s31 = nv_tileaa.store %p, %v token %t31 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j31 = nv_tileaa.join_mem_token[%s31, %t31] : !nv_tileaa.mem_token
  %t32 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s32 = nv_tileaa.store %p, %v token %t32 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j32 = nv_tileaa.join_mem_token[%s32, %t32] : !nv_tileaa.mem_token
  %t33 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s33 = nv_tileaa.store %p, %v token %t33 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j33 = nv_tileaa.join_mem_token[%s33, %t33] : !nv_tileaa.mem_token
  %t34 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s34 = nv_tileaa.store %p, %v token %t34 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j34 = nv_tileaa.join_mem_token[%s34, %t34] : !nv_tileaa.mem_token
  %t35 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s35 = nv_tileaa.store %p, %v token %t35 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j35 = nv_tileaa.join_mem_token[%s35, %t35] : !nv_tileaa.mem_token
  %t36 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s36 = nv_tileaa.store %p, %v token %t36 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j36 = nv_tileaa.join_mem_token[%s36, %t36] : !nv_tileaa.mem_token
  %t37 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s37 = nv_tileaa.store %p, %v token %t37 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j37 = nv_tileaa.join_mem_token[%s37, %t37] : !nv_tileaa.mem_token
  %t38 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s38 = nv_tileaa.store %p, %v token %t38 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j38 = nv_tileaa.join_mem_token[%s38, %t38] : !nv_tileaa.mem_token
  %t39 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %s39 = nv_tileaa.store %p, %v token %t39 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j39 = nv_tileaa.join_mem_token[%s39, %t39] : !nv_tileaa.mem_token
  nv_tileaa.return
}
