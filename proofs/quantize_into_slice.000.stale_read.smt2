; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r819_byte () Int)
(declare-fun r819_1 () Int)
(declare-fun r819_0 () Int)
(declare-fun byte () Int)
(declare-fun w820_byte () Int)
(declare-fun w820_1 () Int)
(declare-fun w820_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s821_byte () Int)
(declare-fun s821_1 () Int)
(declare-fun s821_0 () Int)
(assert
 (let ((?x131 (+ 0 (* 1 (+ 0 (+ (* r819_0 16) (* r819_1 1)))))))
 (and (and (>= r819_0 0) (< r819_0 24)) (and (>= r819_1 0) (< r819_1 16)) (and (>= r819_byte 0) (< r819_byte 1)) (= byte (+ ?x131 r819_byte)))))
(assert
 (let ((?x360 (+ 0 (* 1 (+ 128 (+ (* w820_0 16) (* w820_1 1)))))))
 (and (and (>= w820_0 0) (< w820_0 8)) (and (>= w820_1 0) (< w820_1 16)) (and (>= w820_byte 0) (< w820_byte 1)) (= byte (+ ?x360 w820_byte)))))
(assert
 (let (($x190 (= (mod (mod (- (div (- byte 0) 1) 128) 16) 1) 0)))
 (let (($x244 (< (div (mod (- (div (- byte 0) 1) 128) 16) 1) 16)))
 (let (($x551 (and (>= (- (div (- byte 0) 1) 128) 0) (< (div (- (div (- byte 0) 1) 128) 16) 8) $x244 $x190)))
 (or (or false) (not $x551))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 1))
(assert
 (let ((?x131 (+ 0 (* 1 (+ 0 (+ (* r819_0 16) (* r819_1 1)))))))
 (= carried0 (+ ?x131 held_byte0))))
(assert
 (let ((?x649 (+ 0 (* 1 (+ 0 (+ (* s821_0 16) (* s821_1 1)))))))
(and (and (>= s821_0 0) (< s821_0 24)) (and (>= s821_1 0) (< s821_1 16)) (and (>= s821_byte 0) (< s821_byte 1)) (= carried0 (+ ?x649 s821_byte)))))
(check-sat)
