; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (slice_scatter reads getitem_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r314_byte () Int)
(declare-fun r314_0 () Int)
(declare-fun byte () Int)
(declare-fun w315_byte () Int)
(declare-fun w315_0 () Int)
(assert
 (let (($x63 (= byte (+ (+ 0 (* 4 (+ 0 (* r314_0 1)))) r314_byte))))
 (and (and (>= r314_0 0) (< r314_0 32)) (and (>= r314_byte 0) (< r314_byte 4)) $x63)))
(assert
 (let (($x106 (= byte (+ (+ 0 (* 4 (+ 16 (* w315_0 1)))) w315_byte))))
 (and (and (>= w315_0 0) (< w315_0 16)) (and (>= w315_byte 0) (< w315_byte 4)) $x106)))
(assert
 (let (($x270 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 16) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
(or (or false) (not $x270))))
(check-sat)
