; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (slice_scatter reads getitem_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r833_byte () Int)
(declare-fun r833_0 () Int)
(declare-fun byte () Int)
(declare-fun w834_byte () Int)
(declare-fun w834_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s835_byte () Int)
(declare-fun s835_0 () Int)
(assert
 (let (($x244 (= byte (+ (+ 0 (* 4 (+ 0 (* r833_0 1)))) r833_byte))))
 (and (and (>= r833_0 0) (< r833_0 32)) (and (>= r833_byte 0) (< r833_byte 4)) $x244)))
(assert
 (let (($x128 (= byte (+ (+ 0 (* 4 (+ 16 (* w834_0 1)))) w834_byte))))
 (and (and (>= w834_0 0) (< w834_0 16)) (and (>= w834_byte 0) (< w834_byte 4)) $x128)))
(assert
 (let (($x604 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 16) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
 (or (or false) (not $x604))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r833_0 1)))) held_byte0)))
(assert
 (let (($x301 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s835_0 1)))) s835_byte))))
(and (and (>= s835_0 0) (< s835_0 32)) (and (>= s835_byte 0) (< s835_byte 4)) $x301)))
(check-sat)
