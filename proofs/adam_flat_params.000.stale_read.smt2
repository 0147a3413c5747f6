; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r419_byte () Int)
(declare-fun r419_0 () Int)
(declare-fun byte () Int)
(declare-fun w420_byte () Int)
(declare-fun w420_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s421_byte () Int)
(declare-fun s421_0 () Int)
(assert
 (let (($x288 (= byte (+ (+ 0 (* 4 (+ 0 (* r419_0 1)))) r419_byte))))
 (and (and (>= r419_0 0) (< r419_0 64)) (and (>= r419_byte 0) (< r419_byte 4)) $x288)))
(assert
 (let (($x129 (= byte (+ (+ 0 (* 4 (+ 0 (* w420_0 1)))) w420_byte))))
 (and (and (>= w420_0 0) (< w420_0 32)) (and (>= w420_byte 0) (< w420_byte 4)) $x129)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r419_0 1)))) held_byte)))
(assert
 (let (($x360 (= observed (+ (+ 0 (* 4 (+ 32 (* s421_0 1)))) s421_byte))))
 (and (and (>= s421_0 0) (< s421_0 32)) (and (>= s421_byte 0) (< s421_byte 4)) $x360)))
(assert
 (let (($x629 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x629))))
(check-sat)
