; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (slice_scatter reads getitem_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r330_byte () Int)
(declare-fun r330_0 () Int)
(declare-fun byte () Int)
(declare-fun w331_byte () Int)
(declare-fun w331_0 () Int)
(assert
 (let (($x58 (= byte (+ (+ 0 (* 4 (+ 0 (* r330_0 1)))) r330_byte))))
 (and (and (>= r330_0 0) (< r330_0 32)) (and (>= r330_byte 0) (< r330_byte 4)) $x58)))
(assert
 (let (($x252 (= byte (+ (+ 0 (* 4 (+ 16 (* w331_0 1)))) w331_byte))))
 (and (and (>= w331_0 0) (< w331_0 16)) (and (>= w331_byte 0) (< w331_byte 4)) $x252)))
(assert
 (let (($x307 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 16) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
(or (or false) (not $x307))))
(check-sat)
