// RUN: tile-opt %s --canonicalize --split-input-file | FileCheck %s

// Two pointer-wide offsets in the same element unit add in place.
// CHECK-LABEL: nv_tileaa.func @fuse_same_unit
// CHECK-SAME: (%[[P:.+]]: tensor<4x!llvm.ptr>, %[[A:.+]]: tensor<4xi64>, %[[B:.+]]: tensor<4xi64>)
// CHECK: %[[S:.+]] = nv_tileaa.addi %[[A]], %[[B]] : tensor<4xi64>
// CHECK: %[[R:.+]] = nv_tileaa.addptr %[[P]], %[[S]] {element_type = f32}
// CHECK-NOT: nv_tileaa.addptr
// CHECK: nv_tileaa.return %[[R]]
nv_tileaa.func @fuse_same_unit(%p: tensor<4x!llvm.ptr>, %a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4x!llvm.ptr> {
  %0 = nv_tileaa.addptr %p, %a {element_type = f32} : tensor<4x!llvm.ptr>, tensor<4xi64>
  %1 = nv_tileaa.addptr %0, %b {element_type = f32} : tensor<4x!llvm.ptr>, tensor<4xi64>
  nv_tileaa.return %1 : tensor<4x!llvm.ptr>
}

// -----

// Narrow offsets are sign-extended to the 64-bit address width before they
// are added: their i32 sum could overflow where the chain did not.
// CHECK-LABEL: nv_tileaa.func @fuse_widens
// CHECK-SAME: (%[[P:.+]]: !llvm.ptr, %[[A:.+]]: i32, %[[B:.+]]: i64)
// CHECK: %[[WA:.+]] = nv_tileaa.exti %[[A]] {signedness = #cuda_tile.signedness<signed>} : i32 to i64
// CHECK: %[[S:.+]] = nv_tileaa.addi %[[WA]], %[[B]] : i64
// CHECK: nv_tileaa.addptr %[[P]], %[[S]] {element_type = i16} : !llvm.ptr, i64
nv_tileaa.func @fuse_widens(%p: !llvm.ptr, %a: i32, %b: i64) -> !llvm.ptr {
  %0 = nv_tileaa.addptr %p, %a {element_type = i16} : !llvm.ptr, i32
  %1 = nv_tileaa.addptr %0, %b {element_type = i16} : !llvm.ptr, i64
  nv_tileaa.return %1 : !llvm.ptr
}

// -----

// Offsets counted in f32 and in i8 elements are normalised to the i8 unit:
// the f32 offset is scaled by 4 before the add.
// CHECK-LABEL: nv_tileaa.func @fuse_normalises_units
// CHECK-SAME: (%[[P:.+]]: tensor<4x!llvm.ptr<1>>, %[[A:.+]]: tensor<4xi64>, %[[B:.+]]: tensor<4xi64>)
// CHECK: %[[FOUR:.+]] = arith.constant dense<4> : tensor<4xi64>
// CHECK: %[[SA:.+]] = nv_tileaa.muli %[[A]], %[[FOUR]] : tensor<4xi64>
// CHECK: %[[S:.+]] = nv_tileaa.addi %[[SA]], %[[B]] : tensor<4xi64>
// CHECK: nv_tileaa.addptr %[[P]], %[[S]] {element_type = i8}
nv_tileaa.func @fuse_normalises_units(%p: tensor<4x!llvm.ptr<1>>, %a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4x!llvm.ptr<1>> {
  %0 = nv_tileaa.addptr %p, %a {element_type = f32} : tensor<4x!llvm.ptr<1>>, tensor<4xi64>
  %1 = nv_tileaa.addptr %0, %b {element_type = i8} : tensor<4x!llvm.ptr<1>>, tensor<4xi64>
  nv_tileaa.return %1 : tensor<4x!llvm.ptr<1>>
}

// -----

// A zero offset is no move at all.
// CHECK-LABEL: nv_tileaa.func @zero_offset
// CHECK-SAME: (%[[P:.+]]: tensor<4x!llvm.ptr>)
// CHECK-NOT: nv_tileaa.addptr
// CHECK: nv_tileaa.return %[[P]]
nv_tileaa.func @zero_offset(%p: tensor<4x!llvm.ptr>) -> tensor<4x!llvm.ptr> {
  %z = arith.constant dense<0> : tensor<4xi32>
  %0 = nv_tileaa.addptr %p, %z {element_type = f32} : tensor<4x!llvm.ptr>, tensor<4xi32>
  nv_tileaa.return %0 : tensor<4x!llvm.ptr>
}

// -----

// Negative: a sub-byte element unit (i4) has no byte offset to normalise
// to, so a chain mixing it with another unit stays.
// CHECK-LABEL: nv_tileaa.func @sub_byte_units
// CHECK: %[[I:.+]] = nv_tileaa.addptr %{{.+}}, %{{.+}} {element_type = i4}
// CHECK: nv_tileaa.addptr %[[I]], %{{.+}} {element_type = i8}
nv_tileaa.func @sub_byte_units(%p: !llvm.ptr, %a: i64, %b: i64) -> !llvm.ptr {
  %0 = nv_tileaa.addptr %p, %a {element_type = i4} : !llvm.ptr, i64
  %1 = nv_tileaa.addptr %0, %b {element_type = i8} : !llvm.ptr, i64
  nv_tileaa.return %1 : !llvm.ptr
}

// -----

// Negative: a base that is not an addptr has nothing to fuse with.
// CHECK-LABEL: nv_tileaa.func @no_chain
// CHECK: nv_tileaa.addptr %{{.+}}, %{{.+}} {element_type = f32}
nv_tileaa.func @no_chain(%p: !llvm.ptr, %a: i64) -> !llvm.ptr {
  %0 = nv_tileaa.addptr %p, %a {element_type = f32} : !llvm.ptr, i64
  nv_tileaa.return %0 : !llvm.ptr
}
