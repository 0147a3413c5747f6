; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r422_byte () Int)
(declare-fun r422_0 () Int)
(declare-fun byte () Int)
(declare-fun w423_byte () Int)
(declare-fun w423_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s424_byte () Int)
(declare-fun s424_0 () Int)
(assert
 (let (($x1031 (= byte (+ (+ 0 (* 4 (+ 0 (* r422_0 1)))) r422_byte))))
 (and (and (>= r422_0 0) (< r422_0 64)) (and (>= r422_byte 0) (< r422_byte 4)) $x1031)))
(assert
 (let (($x683 (= byte (+ (+ 0 (* 4 (+ 0 (* w423_0 1)))) w423_byte))))
 (and (and (>= w423_0 0) (< w423_0 32)) (and (>= w423_byte 0) (< w423_byte 4)) $x683)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r422_0 1)))) held_byte)))
(assert
 (let (($x201 (= observed (+ (+ 0 (* 4 (+ 0 (* s424_0 1)))) s424_byte))))
 (and (and (>= s424_0 0) (< s424_0 64)) (and (>= s424_byte 0) (< s424_byte 4)) $x201)))
(assert
 (let (($x629 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x1114 (or false)))
 (or $x1114 (not $x629)))))
(assert
 (let (($x957 (and (>= (- (div (- observed 0) 4) 32) 0) (< (div (- (div (- observed 0) 4) 32) 1) 32) (= (mod (- (div (- observed 0) 4) 32) 1) 0))))
(let (($x1114 (or false)))
(or $x1114 (not $x957)))))
(check-sat)
