; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (slice_scatter reads getitem_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r885_byte () Int)
(declare-fun r885_0 () Int)
(declare-fun byte () Int)
(declare-fun w886_byte () Int)
(declare-fun w886_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s887_byte () Int)
(declare-fun s887_0 () Int)
(assert
 (let (($x693 (= byte (+ (+ 0 (* 4 (+ 0 (* r885_0 1)))) r885_byte))))
 (and (and (>= r885_0 0) (< r885_0 32)) (and (>= r885_byte 0) (< r885_byte 4)) $x693)))
(assert
 (let (($x397 (= byte (+ (+ 0 (* 4 (+ 16 (* w886_0 1)))) w886_byte))))
 (and (and (>= w886_0 0) (< w886_0 16)) (and (>= w886_byte 0) (< w886_byte 4)) $x397)))
(assert
 (let (($x144 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 16) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
 (or (or false) (not $x144))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r885_0 1)))) held_byte0)))
(assert
 (let (($x361 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s887_0 1)))) s887_byte))))
(and (and (>= s887_0 0) (< s887_0 32)) (and (>= s887_byte 0) (< s887_byte 4)) $x361)))
(check-sat)
