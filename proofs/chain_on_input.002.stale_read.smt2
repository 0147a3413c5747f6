; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (slice_scatter reads getitem_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r406_byte () Int)
(declare-fun r406_0 () Int)
(declare-fun byte () Int)
(declare-fun w407_byte () Int)
(declare-fun w407_0 () Int)
(assert
 (let (($x2103 (= byte (+ (+ 0 (* 4 (+ 0 (* r406_0 1)))) r406_byte))))
 (and (and (>= r406_0 0) (< r406_0 32)) (and (>= r406_byte 0) (< r406_byte 4)) $x2103)))
(assert
 (let (($x110 (= byte (+ (+ 0 (* 4 (+ 16 (* w407_0 1)))) w407_byte))))
 (and (and (>= w407_0 0) (< w407_0 16)) (and (>= w407_byte 0) (< w407_byte 4)) $x110)))
(assert
 (let (($x197 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 16) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
(or (or false) (not $x197))))
(check-sat)
