// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Verifier and syntax rules of the view ops: make_tensor_view, the subview
// constructors, the shape queries, load_view_tko and store_view_tko.

//===----------------------------------------------------------------------===//
// make_tensor_view
//===----------------------------------------------------------------------===//

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error@+1 {{custom op 'cuda_tile.make_tensor_view' expected shape declaration to contain 2 elements due to tensor_view type, but 1 were provided}}
    %v = make_tensor_view %p, shape = [32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error@+1 {{custom op 'cuda_tile.make_tensor_view' expected stride declaration to contain 2 elements due to tensor_view type, but 3 were provided}}
    %v = make_tensor_view %p, shape = [32, 32], strides = [32, 1, 1] : tensor_view<32x32xf32, strides=[32,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error@+1 {{custom op 'cuda_tile.make_tensor_view' input shape dimension 0 does not match tensor_view type (expected 32, got 16)}}
    %v = make_tensor_view %p, shape = [16, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error@+1 {{custom op 'cuda_tile.make_tensor_view' input stride dimension 1 does not match tensor_view type (expected 1, got 2)}}
    %v = make_tensor_view %p, shape = [32, 32], strides = [32, 2] : tensor_view<32x32xf32, strides=[32,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error@+1 {{custom op 'cuda_tile.make_tensor_view' input shape dimension 1 does not match tensor_view type (expected 32, got dynamic)}}
    %v = make_tensor_view %p, shape = [32, %n], strides = [32, 1] : tile<i32> -> tensor_view<32x32xf32, strides=[32,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error@+1 {{custom op 'cuda_tile.make_tensor_view' input shape dimension 0 does not match tensor_view type (expected dynamic, got 32)}}
    %v = make_tensor_view %p, shape = [32, 32], strides = [32, 1] : tensor_view<?x32xf32, strides=[32,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error@+1 {{custom op 'cuda_tile.make_tensor_view' input stride dimension 0 does not match tensor_view type (expected dynamic, got 1)}}
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error@+1 {{dynamic shape or stride values need their type: ': tile<i32> -> tensor_view<...>'}}
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tensor_view<?xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error@+1 {{expected 'tensor_view' type, but got '!cuda_tile.tile<f32>'}}
    %v = make_tensor_view %p, shape = [], strides = [] : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error@+1 {{custom op 'cuda_tile.make_tensor_view' expected either integer or SSA value}}
    %v = make_tensor_view %p, shape = [x], strides = [1] : tensor_view<4xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error@+1 {{expected 'strides'}}
    %v = make_tensor_view %p, shape = [4], stride = [1] : tensor_view<4xf32, strides=[1]>
  }
}

// -----

// The base must point to the view's element type.
cuda_tile.module @m {
  // expected-note@+1 {{prior use here}}
  entry @k(%p: tile<ptr<f16>>) {
    // expected-error@+1 {{use of value '%p' expects different type than prior uses: '!cuda_tile.tile<ptr<f32>>' vs '!cuda_tile.tile<ptr<f16>>'}}
    %v = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16>>) {
    // expected-error@+1 {{'cuda_tile.make_tensor_view' op expected pointer to 'f32' to build tensor_view of this type, got 'f16'}}
    %v = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<4xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error@+1 {{'cuda_tile.make_tensor_view' op expected 1 dynamic shape operands, got 0}}
    %v = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.make_tensor_view' op expected 1 dynamic stride operands, got 2}}
    %v = "cuda_tile.make_tensor_view"(%p, %n, %n) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<4x4xf32, strides=[?,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %m: tile<i64>) {
    // expected-error@+1 {{'cuda_tile.make_tensor_view' op expected dynamic stride index 0 to be of the same type as the other dynamic values ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
    %v = "cuda_tile.make_tensor_view"(%p, %n, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<f32>) {
    // expected-error@+1 {{'cuda_tile.make_tensor_view' op operand #1 must be variadic of 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<f32> -> tensor_view<?xf32, strides=[1]>
  }
}

//===----------------------------------------------------------------------===//
// Subview constructors
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{custom op 'cuda_tile.make_partition_view' expected 'partition_view' type, but got '!cuda_tile.tensor_view<16xf32, strides=[1]>'}}
    %v = make_partition_view %tv : tensor_view<16xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // Each constructor names the view kind it makes.
    // expected-error@+1 {{custom op 'cuda_tile.make_gather_scatter_view' expected 'gather_scatter_view' type, but got '!cuda_tile.tile<16xf32>'}}
    %v = make_gather_scatter_view %tv : tile<16xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.make_partition_view' op result #0 must be partition_view, but got '!cuda_tile.strided_view<tile=(4), traversal_strides=[4], tensor_view<16xf32, strides=[1]>>'}}
    %v = make_partition_view %tv : strided_view<tile=(4), traversal_strides=[4], tensor_view<16xf32, strides=[1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.make_strided_view' op result #0 must be strided_view, but got '!cuda_tile.gather_scatter_view<tile=(4), tensor_view<16xf32, strides=[1]>, sparse_dim=0>'}}
    %v = make_strided_view %tv : gather_scatter_view<tile=(4), tensor_view<16xf32, strides=[1]>, sparse_dim=0>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.make_gather_scatter_view' op result #0 must be gather_scatter_view, but got '!cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>'}}
    %v = make_gather_scatter_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
  }
}

// -----

// The operand is the tensor view nested in the result type.
cuda_tile.module @m {
  // expected-note@+1 {{prior use here}}
  entry @k(%tv: tensor_view<32xf32, strides=[1]>) {
    // expected-error@+1 {{use of value '%tv' expects different type than prior uses: '!cuda_tile.tensor_view<16xf32, strides=[1]>' vs '!cuda_tile.tensor_view<32xf32, strides=[1]>'}}
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<32xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.make_partition_view' op operand type '!cuda_tile.tensor_view<32xf32, strides=[1]>' does not match the viewed tensor_view '!cuda_tile.tensor_view<16xf32, strides=[1]>'}}
    %v = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<32xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<32xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.make_strided_view' op operand type '!cuda_tile.tensor_view<32xf32, strides=[1]>' does not match the viewed tensor_view '!cuda_tile.tensor_view<32xf16, strides=[1]>'}}
    %v = "cuda_tile.make_strided_view"(%tv) : (!cuda_tile.tensor_view<32xf32, strides=[1]>) -> !cuda_tile.strided_view<tile=(4), traversal_strides=[2], tensor_view<32xf16, strides=[1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<32xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.make_gather_scatter_view' op operand type '!cuda_tile.tensor_view<32xf32, strides=[1]>' does not match the viewed tensor_view '!cuda_tile.tensor_view<?xf32, strides=[1]>'}}
    %v = "cuda_tile.make_gather_scatter_view"(%tv) : (!cuda_tile.tensor_view<32xf32, strides=[1]>) -> !cuda_tile.gather_scatter_view<tile=(4), tensor_view<?xf32, strides=[1]>, sparse_dim=0>
  }
}

//===----------------------------------------------------------------------===//
// get_tensor_shape / get_index_space_shape
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{expected tensor_view, got '!cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>'}}
    %s = get_tensor_shape %pv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{expected a tile view, got '!cuda_tile.tensor_view<16xf32, strides=[1]>'}}
    %s = get_index_space_shape %tv : tensor_view<16xf32, strides=[1]> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{expected '->'}}
    %s = get_tensor_shape %tv : tensor_view<16xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.get_tensor_shape' op result #0 must be variadic of 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %s = get_tensor_shape %tv : tensor_view<16xf32, strides=[1]> -> tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.get_tensor_shape' op result #0 must be variadic of 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xi32>'}}
    %s = get_tensor_shape %tv : tensor_view<16xf32, strides=[1]> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16x16xf32, strides=[16,1]>) {
    // expected-error@+1 {{'cuda_tile.get_tensor_shape' op expected 2 results due to tensor rank, but got 1}}
    %s = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<16x16xf32, strides=[16,1]>) -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16x16xf32, strides=[16,1]>) {
    // expected-error@+1 {{'cuda_tile.get_tensor_shape' op all results must have one type}}
    %s:2 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<16x16xf32, strides=[16,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.get_index_space_shape' op expected 1 results due to view index space rank, but got 2}}
    %s:2 = "cuda_tile.get_index_space_shape"(%pv) : (!cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
  }
}

//===----------------------------------------------------------------------===//
// load_view_tko
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op expect one of: weak, relaxed, or acquire, but got: release}}
    %x, %t = load_view_tko release device %pv[%i, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op expect one of: weak, relaxed, or acquire, but got: acq_rel}}
    %x, %t = load_view_tko acq_rel device %pv[%i, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{custom op 'cuda_tile.load_view_tko' operation specifies weak memory ordering semantics, but then provides "sys" scope, expected no memory scope.}}
    %x, %t = load_view_tko weak sys %pv[%i, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op weak load must not have memory scope}}
    %x:2 = "cuda_tile.load_view_tko"(%pv, %i) <{memory_ordering_semantics = 0 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<4xf32>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op memory scope is required for acquire load}}
    %x, %t = load_view_tko acquire %pv[%i, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{custom op 'cuda_tile.load_view_tko' invalid memory_ordering_semantics attribute specification. Got "seq_cst" but expect one of: weak, relaxed, acquire, release, acq_rel}}
    %x, %t = load_view_tko seq_cst device %pv[%i, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

// Any keyword after the ordering is read as a scope.
cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{invalid memory_scope attribute specification. Got "cluster" but expect one of: tl_blk, device, sys}}
    %x, %t = load_view_tko acquire cluster %pv[%i, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op expected 2 index operands (based on view type), got 1}}
    %x, %t = load_view_tko weak %pv[%i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op expected 2 index operands (based on view type), got 3}}
    %x, %t = load_view_tko weak %sv[%i, %i, %i] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

// The loaded tile has the view's tile shape, even with a dim_map.
cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op expected tile type to be '!cuda_tile.tile<4x2xf32>' (based on view type), got '!cuda_tile.tile<2x4xf32>' as the result}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<2x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op expected tile type to be '!cuda_tile.tile<4x2xf32>' (based on view type), got '!cuda_tile.tile<4x2xf16>' as the result}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>, %j: tile<i64>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op expected index type 1 to be the same as other index types ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
    %x, %t = load_view_tko weak %pv[%i, %j] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32>, tile<i64> -> tile<4x2xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error@+1 {{expected one index type for all 2 indices or one per index, got 3}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32>, tile<i32>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

// Only a gather_scatter_view takes a 1-d index tile.
cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    %rows = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op expected index type to be a scalar tile, got '!cuda_tile.tile<4xi32>'}}
    %x, %t = load_view_tko weak %pv[%rows, %i] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<4xi32>, tile<i32> -> tile<4x2xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op index 0 (the sparse dimension) must be '!cuda_tile.tile<8xi32>', got '!cuda_tile.tile<i32>'}}
    %x, %t = load_view_tko weak %gv[%i, %i] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<i32> -> tile<8x16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %rows = constant <i32: 0> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op index 0 (the sparse dimension) must be '!cuda_tile.tile<8xi32>', got '!cuda_tile.tile<4xi32>'}}
    %x, %t = load_view_tko weak %gv[%rows, %i] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<8x16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %rows = constant <i32: 0> : tile<8x1xi32>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op index 0 (the sparse dimension) must be '!cuda_tile.tile<8xi32>', got '!cuda_tile.tile<8x1xi32>'}}
    %x, %t = load_view_tko weak %gv[%rows, %i] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8x1xi32>, tile<i32> -> tile<8x16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=1>
    %cols = constant <i32: 0> : tile<16xi32>
    // The other indices stay scalars.
    // expected-error@+1 {{'cuda_tile.load_view_tko' op index 0 must be a scalar tile, got '!cuda_tile.tile<16xi32>'}}
    %x, %t = load_view_tko weak %gv[%cols, %cols] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=1>, tile<16xi32> -> tile<8x16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %rows = constant <i64: 0> : tile<8xi64>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op all indices must have one element type, got 'i64' and 'i32'}}
    %x, %t = load_view_tko weak %gv[%rows, %i] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi64>, tile<i32> -> tile<8x16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %f: tile<f32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.load_view_tko' op operand #1 must be variadic of tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %x, %t = load_view_tko weak %pv[%f] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<f32> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.load_view_tko' op operand #0 must be TileView instance, but got '!cuda_tile.tensor_view<16xf32, strides=[1]>'}}
    %x, %t = load_view_tko weak %tv[%i] : tensor_view<16xf32, strides=[1]>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 0.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.store_view_tko' op expect one of: weak, relaxed, or release, but got: acquire}}
    %t = store_view_tko acquire device %x, %pv[%i] : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 0.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.store_view_tko' op expect one of: weak, relaxed, or release, but got: acq_rel}}
    %t = store_view_tko acq_rel sys %x, %pv[%i] : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 0.0> : tile<4xf32>
    // expected-error@+1 {{custom op 'cuda_tile.store_view_tko' operation specifies weak memory ordering semantics, but then provides "tl_blk" scope, expected no memory scope.}}
    %t = store_view_tko weak tl_blk %x, %pv[%i] : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 0.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.store_view_tko' op memory scope is required for release store}}
    %t = store_view_tko release %x, %pv[%i] : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 0.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.store_view_tko' op expected 1 index operands (based on view type), got 2}}
    %t = store_view_tko weak %x, %pv[%i, %i] : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 0.0> : tile<8xf32>
    // expected-error@+1 {{'cuda_tile.store_view_tko' op expected tile type to be '!cuda_tile.tile<4xf32>' (based on view type), got '!cuda_tile.tile<8xf32>' as the stored tile}}
    %t = store_view_tko weak %x, %pv[%i] : tile<8xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %x = constant <f32: 0.0> : tile<4x4xf32>
    %rows = constant <i32: 0> : tile<2xi32>
    // expected-error@+1 {{'cuda_tile.store_view_tko' op index 0 (the sparse dimension) must be '!cuda_tile.tile<4xi32>', got '!cuda_tile.tile<2xi32>'}}
    %t = store_view_tko weak %x, %gv[%rows, %i] : tile<4x4xf32>, gather_scatter_view<tile=(4x4), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
  }
}


// -----

// 13.4's inbounds: one flag per index.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    // expected-error @below {{'cuda_tile.load_view_tko' op expected one 'inbounds' flag per index (2), got 1}}
    %t, %tok = load_view_tko weak %pv[%c0, %c0] inbounds = [true] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %t = constant <f32: 0.0> : tile<4x4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    // expected-error @below {{'cuda_tile.store_view_tko' op expected one 'inbounds' flag per index (2), got 3}}
    %s = store_view_tko weak %t, %pv[%c0, %c0] inbounds = [true, false, true] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> token
  }
}

// -----

// The flags are booleans (0 and 1 read as false and true, as MLIR's bool
// arrays allow).
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    // expected-error @below {{integer value too large}}
    %t, %tok = load_view_tko weak %pv[%c0] inbounds = [2] : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
  }
}
