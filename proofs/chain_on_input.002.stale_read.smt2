; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (slice_scatter reads getitem_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r881_byte () Int)
(declare-fun r881_0 () Int)
(declare-fun byte () Int)
(declare-fun w882_byte () Int)
(declare-fun w882_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s883_byte () Int)
(declare-fun s883_0 () Int)
(assert
 (let (($x446 (= byte (+ (+ 0 (* 4 (+ 0 (* r881_0 1)))) r881_byte))))
 (and (and (>= r881_0 0) (< r881_0 32)) (and (>= r881_byte 0) (< r881_byte 4)) $x446)))
(assert
 (let (($x219 (= byte (+ (+ 0 (* 4 (+ 16 (* w882_0 1)))) w882_byte))))
 (and (and (>= w882_0 0) (< w882_0 16)) (and (>= w882_byte 0) (< w882_byte 4)) $x219)))
(assert
 (let (($x472 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 16) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
 (or (or false) (not $x472))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r881_0 1)))) held_byte0)))
(assert
 (let (($x658 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s883_0 1)))) s883_byte))))
(and (and (>= s883_0 0) (< s883_0 32)) (and (>= s883_byte 0) (< s883_byte 4)) $x658)))
(check-sat)
