// Each 13.4 operation, written as 13.3 (by ops-13.4.mlir).
cuda_tile.module @m {
  entry @e() {
    %x = constant <f32: 2.0> : tile<4xf32>
    %n = constant <i32: 2> : tile<4xi32>
    // expected-error @below {{operation 'cuda_tile.fpowi' is not available in bytecode version 13.3 (it requires 13.4+)}}
    %0 = fpowi %x, %n : tile<4xf32>, tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %dst = constant <f32: 0.0> : tile<8xf32>
    %src = constant <f32: 1.0> : tile<4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{operation 'cuda_tile.insert' is not available in bytecode version 13.3 (it requires 13.4+)}}
    %0 = insert %src into %dst[%c0] : tile<4xf32> -> tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{operation 'cuda_tile.gdc_launch_dependents_tko' is not available in bytecode version 13.3 (it requires 13.4+)}}
    %0 = gdc_launch_dependents_tko -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{operation 'cuda_tile.gdc_wait_tko' is not available in bytecode version 13.3 (it requires 13.4+)}}
    %0 = gdc_wait_tko -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %t = make_token : token
    // expected-error @below {{operation 'cuda_tile.memory_fence_alias_tko' is not available in bytecode version 13.3 (it requires 13.4+)}}
    %0 = memory_fence_alias_tko token = %t -> token
    return
  }
}

// -----

// 13.3 has no flags word in ftoi, so `saturating` cannot be written.
cuda_tile.module @m {
  entry @e() {
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{optional attribute 'saturating' is provided but requires bytecode version 13.4, targeting 13.3}}
    %0 = ftoi %x signed saturating : tile<4xf32> -> tile<4xi32>
    return
  }
}
