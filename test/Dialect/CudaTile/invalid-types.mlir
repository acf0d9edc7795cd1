// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Every rule of the Type System: tile shapes and element types, pointers,
// tensor views, the three subview types, and malformed or truncated type
// syntax.

//===----------------------------------------------------------------------===//
// tile
//===----------------------------------------------------------------------===//

// expected-error@+1 {{all dimensions must be powers of two, got 3}}
!t = !cuda_tile.tile<3xf32>

// -----

// expected-error@+1 {{all dimensions must be powers of two, got 4, 6, 8}}
!t = !cuda_tile.tile<4x6x8xf32>

// -----

// expected-error@+1 {{all dimensions must be positive constants, got 0}}
!t = !cuda_tile.tile<0xf32>

// -----

// expected-error@+1 {{all dimensions must be positive constants, got 0, 4}}
!t = !cuda_tile.tile<0x4xi8>

// -----

// expected-error@+1 {{tile dimensions must be positive, got a negative extent}}
!t = !cuda_tile.tile<-2xf32>

// -----

// expected-error@+1 {{tile dimensions must be positive, got a negative extent}}
!t = !cuda_tile.tile<4x-2xf32>

// -----

// 2^24 elements at most.
// expected-error@+1 {{tile would exceed the maximum of 16777216 elements}}
!t = !cuda_tile.tile<4096x8192xf32>

// -----

// expected-error@+1 {{tile would exceed the maximum of 16777216 elements}}
!t = !cuda_tile.tile<33554432xi8>

// -----

// expected-error@+1 {{tile dimensions must be static, '?' is only allowed in tensor_view shapes}}
!t = !cuda_tile.tile<?xf32>

// -----

// expected-error@+1 {{tile dimensions must be static, '?' is only allowed in tensor_view shapes}}
!t = !cuda_tile.tile<4x?xf32>

// -----

// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or Pointer type (or i4), got 'i3'}}
!t = !cuda_tile.tile<4xi3>

// -----

// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or Pointer type (or i4), got 'index'}}
!t = !cuda_tile.tile<4xindex>

// -----

// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or Pointer type (or i4), got 'ui32'}}
!t = !cuda_tile.tile<4xui32>

// -----

// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or Pointer type (or i4), got 'f8E4M3'}}
!t = !cuda_tile.tile<4xf8E4M3>

// -----

// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or Pointer type (or i4), got '!cuda_tile.token'}}
!t = !cuda_tile.tile<4xtoken>

// -----

// Tiles do not nest.
// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or Pointer type (or i4), got '!cuda_tile.tile<f32>'}}
!t = !cuda_tile.tile<4xtile<f32>>

// -----

// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or Pointer type (or i4), got '!cuda_tile.tensor_view<f32>'}}
!t = !cuda_tile.tile<tensor_view<f32>>

// -----

// Errors inside op syntax carry the op's name.
cuda_tile.module @m {
  // expected-error@+1 {{custom op 'cuda_tile.entry' all dimensions must be powers of two, got 5}}
  entry @k(%a: tile<5xf32>) {
    return
  }
}

//===----------------------------------------------------------------------===//
// ptr
//===----------------------------------------------------------------------===//

// -----

// expected-error@+1 {{nested pointer types are not supported, got pointee type '!cuda_tile.ptr<f32>'}}
!t = !cuda_tile.tile<ptr<ptr<f32>>>

// -----

// expected-error@+1 {{nested pointer types are not supported, got pointee type '!cuda_tile.ptr<i8>'}}
!p = !cuda_tile.ptr<!cuda_tile.ptr<i8>>

// -----

// i4 exists only as a tile element (a storage type), not in memory.
// expected-error@+1 {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64, got 'i4'}}
!p = !cuda_tile.ptr<i4>

// -----

// expected-error@+1 {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64, got '!cuda_tile.token'}}
!p = !cuda_tile.ptr<token>

// -----

// expected-error@+1 {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64, got '!cuda_tile.tile<f32>'}}
!p = !cuda_tile.ptr<tile<f32>>

// -----

// expected-error@+1 {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64, got 'index'}}
!p = !cuda_tile.ptr<index>

//===----------------------------------------------------------------------===//
// token
//===----------------------------------------------------------------------===//

// -----

// expected-error@+1 {{the token type takes no parameters}}
!t = !cuda_tile.token<>

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error@+1 {{custom op 'cuda_tile.make_token' the token type takes no parameters}}
    %t = make_token : token<i32>
  }
}

//===----------------------------------------------------------------------===//
// tensor_view
//===----------------------------------------------------------------------===//

// -----

// expected-error@+1 {{expected shape and stride to be of same rank but got shape of rank 2 and stride of rank 1}}
!v = !cuda_tile.tensor_view<4x4xf32, strides=[1]>

// -----

// expected-error@+1 {{expected shape and stride to be of same rank but got shape of rank 1 and stride of rank 3}}
!v = !cuda_tile.tensor_view<4xf32, strides=[4, 2, 1]>

// -----

// expected-error@+1 {{tensor_view strides: expected strictly positive integer, got 0}}
!v = !cuda_tile.tensor_view<4x4xf32, strides=[0,1]>

// -----

// expected-error@+1 {{tensor_view strides: expected strictly positive integer, got -4}}
!v = !cuda_tile.tensor_view<4x4xf32, strides=[-4,1]>

// -----

// expected-error@+1 {{tensor_view dimensions must have strictly positive constant sizes but got [0, 4]}}
!v = !cuda_tile.tensor_view<0x4xf32, strides=[4,1]>

// -----

// expected-error@+1 {{tensor_view dimensions must have strictly positive constant sizes but got [?, 0]}}
!v = !cuda_tile.tensor_view<?x0xf32, strides=[?,1]>

// -----

// expected-error@+1 {{tensor_view dimensions must be positive, got a negative extent}}
!v = !cuda_tile.tensor_view<-4xf32, strides=[1]>

// -----

// 4-bit elements are packed in pairs: some dimension must have unit
// stride...
// expected-error@+1 {{tensor_view of 4-bit elements needs a dimension with unit stride}}
!v = !cuda_tile.tensor_view<4x4xf4E2M1FN, strides=[8,2]>

// -----

// expected-error@+1 {{tensor_view of 4-bit elements needs a dimension with unit stride}}
!v = !cuda_tile.tensor_view<?xf4E2M1FN, strides=[?]>

// -----

// ... and hold an even number of elements.
// expected-error@+1 {{tensor_view of 4-bit elements needs an even extent in its unit-stride dimension, got 3}}
!v = !cuda_tile.tensor_view<4x3xf4E2M1FN, strides=[3,1]>

// -----

// expected-error@+1 {{tensor_view of 4-bit elements needs an even extent in its unit-stride dimension, got 1}}
!v = !cuda_tile.tensor_view<1xf4E2M1FN, strides=[1]>

// -----

// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64, got 'i4'}}
!v = !cuda_tile.tensor_view<8xi4, strides=[1]>

// -----

// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64, got '!cuda_tile.ptr<f32>'}}
!v = !cuda_tile.tensor_view<8xptr<f32>, strides=[1]>

// -----

// expected-error@+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64, got '!cuda_tile.tile<f32>'}}
!v = !cuda_tile.tensor_view<4xtile<f32>, strides=[1]>

// -----

// expected-error@+1 {{expected 'strides' (', strides=[...]' after the element type of a tensor_view of rank 2)}}
!v = !cuda_tile.tensor_view<4x4xf32>

// -----

// expected-error@+1 {{a 0-d tensor_view takes no strides}}
!v = !cuda_tile.tensor_view<f32, strides=[]>

// -----

// INT64_MIN is MLIR's internal spelling of `?`; written as a number it is a
// negative stride, not a dynamic one.
// expected-error@+1 {{expected strictly positive integer, got -9223372036854775808}}
!v = !cuda_tile.tensor_view<?xf32, strides=[-9223372036854775808]>

// -----

// expected-error@+1 {{expected strictly positive integer, got -9223372036854775808}}
!v = !cuda_tile.tensor_view<?x?xf32, strides=[?, -9223372036854775808]>

// -----

// expected-error@+1 {{expected 'strides'}}
!v = !cuda_tile.tensor_view<4xf32, stride=[1]>

// -----

// expected-error@+1 {{expected either 64-bit integer or question mark}}
!v = !cuda_tile.tensor_view<4xf32, strides=[x]>

// -----

// expected-error@+1 {{expected '['}}
!v = !cuda_tile.tensor_view<4xf32, strides=1>

//===----------------------------------------------------------------------===//
// Subviews: rules shared by partition_view, strided_view and
// gather_scatter_view.
//===----------------------------------------------------------------------===//

// -----

// expected-error@+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 1 and tiles of rank 2}}
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16xf32, strides=[1]>>

// -----

// expected-error@+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 1}}
!sv = !cuda_tile.strided_view<tile=(4), traversal_strides=[4], tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 1}}
!gv = !cuda_tile.gather_scatter_view<tile=(4), tensor_view<16x16xf32, strides=[16,1]>, sparse_dim=0>

// -----

// expected-error@+1 {{0-dimension tile shape is not supported}}
!pv = !cuda_tile.partition_view<tile=(), tensor_view<f32>>

// -----

// expected-error@+1 {{tile shape dimensions must have power of two length but got [3]}}
!pv = !cuda_tile.partition_view<tile=(3), tensor_view<16xf32, strides=[1]>>

// -----

// expected-error@+1 {{tile shape dimensions must have power of two length but got [4, 12]}}
!sv = !cuda_tile.strided_view<tile=(4x12), traversal_strides=[4, 12], tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{tile dimension 0 exceeds i32 limitations (got 0, expected strictly positive and less than or equal to 2147483647)}}
!gv = !cuda_tile.gather_scatter_view<tile=(0), tensor_view<16xf32, strides=[1]>, sparse_dim=0>

// -----

// expected-error@+1 {{tile dimensions must be positive, got a negative extent}}
!pv = !cuda_tile.partition_view<tile=(-4), tensor_view<16xf32, strides=[1]>>

// -----

// expected-error@+1 {{tile would exceed the maximum of 16777216 elements}}
!pv = !cuda_tile.partition_view<tile=(8192x4096), tensor_view<16384x16384xf32, strides=[16384,1]>>

// -----

// expected-error@+1 {{expected static shape}}
!pv = !cuda_tile.partition_view<tile=(4x?), tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{invalid dimension}}
!pv = !cuda_tile.partition_view<tile=(4x4x), tensor_view<16x16xf32, strides=[16,1]>>

// -----

// dim_map: each tile dimension maps to a distinct tensor_view dimension.
// expected-error@+1 {{target dimension 0 mapped at least twice (for tile dimensions 0 and 1)}}
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[0, 0]>

// -----

// expected-error@+1 {{target dimension 1 mapped at least twice (for tile dimensions 0 and 2)}}
!sv = !cuda_tile.strided_view<tile=(2x2x2), traversal_strides=[1,1,1], tensor_view<8x8x8xf32, strides=[64,8,1]>, dim_map=[1, 0, 1]>

// -----

// expected-error@+1 {{target dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[0, 2]>

// -----

// expected-error@+1 {{target dimension must not be negative, got -1}}
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[-1, 0]>

// -----

// expected-error@+1 {{expected dim_map to map exactly all 2 dimensions of the tile, got 1 mappings}}
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[0]>

// -----

// expected-error@+1 {{expected dim_map to map exactly all 2 dimensions of the tile, got 3 mappings}}
!sv = !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4,4], tensor_view<16x16xf32, strides=[16,1]>, dim_map=[0, 1, 2]>

// -----

// expected-error@+1 {{expected an integer}}
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[?, 0]>

// -----

// Only zero padding makes sense for integers.
// expected-error@+1 {{padding_value nan can only be used with floating point element types, got 'i32'}}
!pv = !cuda_tile.partition_view<tile=(4x4), padding_value = nan, tensor_view<16x16xi32, strides=[16,1]>>

// -----

// expected-error@+1 {{padding_value neg_zero can only be used with floating point element types, got 'i8'}}
!sv = !cuda_tile.strided_view<tile=(4), traversal_strides=[4], padding_value = neg_zero, tensor_view<16xi8, strides=[1]>>

// -----

// expected-error@+1 {{padding_value pos_inf can only be used with floating point element types, got 'i16'}}
!gv = !cuda_tile.gather_scatter_view<tile=(4x4), padding_value = pos_inf, tensor_view<16x16xi16, strides=[16,1]>, sparse_dim=0>

// -----

// expected-error@+1 {{padding_value neg_inf can only be used with floating point element types, got 'i1'}}
!pv = !cuda_tile.partition_view<tile=(4), padding_value = neg_inf, tensor_view<16xi1, strides=[1]>>

// -----

// expected-error@+1 {{invalid padding_value 'one', expected one of: zero, neg_zero, nan, pos_inf, neg_inf}}
!pv = !cuda_tile.partition_view<tile=(4x4), padding_value = one, tensor_view<16x16xf32, strides=[16,1]>>

// -----

// The 13.1 drafts' `masked` qualifier became `padding_value`.
// expected-error@+1 {{'masked' subviews were removed from Tile IR; write 'padding_value = zero' (or another padding value) instead}}
!pv = !cuda_tile.partition_view<masked tile=(2x2), view=!cuda_tile.tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{unknown field 'foo' in partition_view}}
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, foo=3>

// -----

// expected-error@+1 {{unknown field 'sparse_dim' in partition_view}}
!pv = !cuda_tile.partition_view<tile=(4x4), sparse_dim=0, tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{unknown field 'traversal_strides' in partition_view}}
!pv = !cuda_tile.partition_view<tile=(4), traversal_strides=[4], tensor_view<16xf32, strides=[1]>>

// -----

// expected-error@+1 {{unknown field 'dim_map' in gather_scatter_view}}
!gv = !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0], sparse_dim=0>

// -----

// expected-error@+1 {{unknown field 'tensor_view_type' in strided_view}}
!sv = !cuda_tile.strided_view<tile=(4), traversal_strides=[4], tensor_view_type=!cuda_tile.tensor_view<16xf32, strides=[1]>>

// -----

// expected-error@+1 {{partition_view needs a tensor_view}}
!pv = !cuda_tile.partition_view<tile=(4x4)>

// -----

// expected-error@+1 {{partition_view needs a 'tile=(...)' field}}
!pv = !cuda_tile.partition_view<tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{expected 'tensor_view' type, but got '!cuda_tile.tile<4x4xf32>'}}
!pv = !cuda_tile.partition_view<tile=(4x4), tile<4x4xf32>>

// -----

// expected-error@+1 {{expected 'tensor_view' type, but got '!cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>'}}
!pv = !cuda_tile.partition_view<tile=(4), partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>>

// -----

// A type of no dialect's short form is named by its mnemonic.
// expected-error@+1 {{expected 'tensor_view' type, but got a 'memref' type}}
!pv = !cuda_tile.partition_view<tile=(4), memref<4xf32>>

// -----

// The misplaced type is read whole, so its own errors come first.
// expected-error@+1 {{all dimensions must be positive}}
!pv = !cuda_tile.partition_view<tile=(4), tile<0xf32>>

// -----

// A well-formed strided view after the misplaced one is not reached.
// expected-error@+1 {{expected 'tensor_view' type, but got '!cuda_tile.ptr<f32>'}}
!pv = !cuda_tile.strided_view<tile=(4), traversal_strides=[1], ptr<f32>>

// -----

// expected-error@+1 {{expected 'tensor_view' type, but got '!cuda_tile.tile<4xf32>'}}
!pv = !cuda_tile.partition_view<tile=(4), !cuda_tile.tile<4xf32>>

// -----

// expected-error@+1 {{expected 'tensor_view' type, but got 'f32'}}
!pv = !cuda_tile.partition_view<tile=(4), view=f32>

// -----

// expected-error@+1 {{duplicate 'tile' in partition_view}}
!pv = !cuda_tile.partition_view<tile=(4x4), tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{duplicate 'dim_map' in partition_view}}
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0], dim_map=[1, 0]>

// -----

// expected-error@+1 {{duplicate 'padding_value' in partition_view}}
!pv = !cuda_tile.partition_view<tile=(4x4), padding_value = zero, padding_value = zero, tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{duplicate 'tensor_view' in partition_view}}
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{duplicate 'tensor_view' in partition_view}}
!pv = !cuda_tile.partition_view<tile=(4), view=!cuda_tile.tensor_view<16xf32, strides=[1]>, tensor_view<16xf32, strides=[1]>>

//===----------------------------------------------------------------------===//
// strided_view
//===----------------------------------------------------------------------===//

// -----

// expected-error@+1 {{expected 2 traversal strides, got 1}}
!sv = !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4], tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{expected 2 traversal strides, got 3}}
!sv = !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4,4,4], tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{traversal strides must be strictly positive but got [4, 0]}}
!sv = !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4, 0], tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{traversal strides must be strictly positive but got [-1]}}
!sv = !cuda_tile.strided_view<tile=(4), traversal_strides=[-1], tensor_view<16xf32, strides=[1]>>

// -----

// Traversal strides are static.
// expected-error@+1 {{expected an integer}}
!sv = !cuda_tile.strided_view<tile=(4), traversal_strides=[?], tensor_view<16xf32, strides=[1]>>

// -----

// expected-error@+1 {{strided_view needs a 'traversal_strides=[...]' field}}
!sv = !cuda_tile.strided_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{duplicate 'traversal_strides' in strided_view}}
!sv = !cuda_tile.strided_view<tile=(4), traversal_strides=[4], traversal_strides=[4], tensor_view<16xf32, strides=[1]>>

//===----------------------------------------------------------------------===//
// gather_scatter_view
//===----------------------------------------------------------------------===//

// -----

// expected-error@+1 {{gather dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
!gv = !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, sparse_dim=2>

// -----

// expected-error@+1 {{gather dimension is outside of tensor view dimensions, expected strictly less than 1, got -1}}
!gv = !cuda_tile.gather_scatter_view<tile=(4), tensor_view<16xf32, strides=[1]>, sparse_dim=-1>

// -----

// expected-error@+1 {{gather_scatter_view needs a 'sparse_dim=N' field}}
!gv = !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>

// -----

// expected-error@+1 {{duplicate 'sparse_dim' in gather_scatter_view}}
!gv = !cuda_tile.gather_scatter_view<tile=(4), tensor_view<16xf32, strides=[1]>, sparse_dim=0, sparse_dim=0>

//===----------------------------------------------------------------------===//
// Unknown types and malformed syntax.
//===----------------------------------------------------------------------===//

// -----

// expected-error@+1 {{unknown cuda_tile type: foo}}
!t = !cuda_tile.foo<4>

// -----

// The 13.1 drafts' `!cuda_tile.view`: not a type any more.
// expected-error@+1 {{unknown cuda_tile type: view}}
!t = !cuda_tile.view<16xf32>

// -----

cuda_tile.module @m {
  // expected-error@+1 {{unknown type: tile_view}}
  entry @k(%a: tile_view<4xf32>) {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error@+1 {{unknown type: foo}}
  entry @k(%a: tile<foo>) {
    return
  }
}

// -----

// expected-error@+1 {{expected '<'}}
!t = !cuda_tile.tile

// -----

// expected-error@+1 {{expected '>'}}
!t = !cuda_tile.ptr<f32, 4>

// -----

cuda_tile.module @m {
  // expected-error@+1 {{expected '>'}}
  entry @k(%a: tile<4xf32 x>) {
    return
  }
}

// -----

// Input that ends in the middle of a type.
cuda_tile.module @m {
  // expected-error@+1 {{expected '>'}}
  entry @k(%a: tile<4xf32
