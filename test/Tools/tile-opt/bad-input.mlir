// Bad input gives one located error and a non-zero exit, never a crash.
// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{custom op 'bogus' is unknown (tried 'cuda_tile.bogus' as well)}}
    %0 = bogus : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{custom op 'cuda_tile.entry' all dimensions must be powers of two, got 3}}
  entry @k(%a: tile<3xf32>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{nested pointer types are not supported}}
  entry @k(%a: tile<ptr<ptr<f32>>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-note @+1 {{prior use here}}
  entry @k(%a: tile<4xf32>, %b: tile<8xf32>) {
    // expected-error @+1 {{use of value '%b' expects different type than prior uses: '!cuda_tile.tile<4xf32>' vs '!cuda_tile.tile<8xf32>'}}
    %0 = addf %a, %b : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tensor_view<16x16xf32, strides=[16,1]>) {
    // expected-error @+1 {{custom op 'cuda_tile.make_partition_view' target dimension 0 mapped at least twice (for tile dimensions 0 and 1)}}
    %p = make_partition_view %v : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[0, 0]>
  }
}
