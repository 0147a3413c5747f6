; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r553_byte () Int)
(declare-fun r553_0 () Int)
(declare-fun byte () Int)
(declare-fun w554_byte () Int)
(declare-fun w554_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s555_byte () Int)
(declare-fun s555_0 () Int)
(assert
 (let (($x385 (= byte (+ (+ 0 (* 4 (+ 0 (* r553_0 1)))) r553_byte))))
 (and (and (>= r553_0 0) (< r553_0 24)) (and (>= r553_byte 0) (< r553_byte 4)) $x385)))
(assert
 (let (($x612 (= byte (+ (+ 0 (* 4 (+ 8 (* w554_0 1)))) w554_byte))))
 (and (and (>= w554_0 0) (< w554_0 8)) (and (>= w554_byte 0) (< w554_byte 4)) $x612)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r553_0 1)))) held_byte)))
(assert
 (let (($x934 (= observed (+ (+ 0 (* 4 (+ 0 (* s555_0 1)))) s555_byte))))
 (and (and (>= s555_0 0) (< s555_0 24)) (and (>= s555_byte 0) (< s555_byte 4)) $x934)))
(assert
 (let (($x495 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x495))))
(check-sat)
