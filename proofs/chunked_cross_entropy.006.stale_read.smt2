; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r651_byte () Int)
(declare-fun r651_0 () Int)
(declare-fun byte () Int)
(declare-fun w652_byte () Int)
(declare-fun w652_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s653_byte () Int)
(declare-fun s653_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s654_byte () Int)
(declare-fun s654_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s655_byte () Int)
(declare-fun s655_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s656_byte () Int)
(declare-fun s656_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s657_byte () Int)
(declare-fun s657_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s658_byte () Int)
(declare-fun s658_0 () Int)
(assert
 (let (($x197 (= byte (+ (+ 0 (* 4 (+ 0 (* r651_0 1)))) r651_byte))))
 (and (and (>= r651_0 0) (< r651_0 16)) (and (>= r651_byte 0) (< r651_byte 4)) $x197)))
(assert
 (let (($x170 (= byte (+ (+ 0 (* 4 (+ 0 (* w652_0 1)))) w652_byte))))
 (and (and (>= w652_0 0) (< w652_0 4)) (and (>= w652_byte 0) (< w652_byte 4)) $x170)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r651_0 1)))) held_byte0)))
(assert
 (let (($x462 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s653_0 1)))) s653_byte))))
 (and (and (>= s653_0 0) (< s653_0 16)) (and (>= s653_byte 0) (< s653_byte 4)) $x462)))
(assert
 (let (($x327 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x327)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s653_0 1)))) held_byte1)))
(assert
 (let (($x552 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s654_0 1)))) s654_byte))))
 (and (and (>= s654_0 0) (< s654_0 16)) (and (>= s654_byte 0) (< s654_byte 4)) $x552)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s654_0 1)))) held_byte2)))
(assert
 (let (($x706 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s655_0 1)))) s655_byte))))
 (and (and (>= s655_0 0) (< s655_0 4)) (and (>= s655_byte 0) (< s655_byte 4)) $x706)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s655_0 1)))) held_byte3)))
(assert
 (let (($x517 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s656_0 1)))) s656_byte))))
 (and (and (>= s656_0 0) (< s656_0 16)) (and (>= s656_byte 0) (< s656_byte 4)) $x517)))
(assert
 (let (($x109 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x109)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s656_0 1)))) held_byte4)))
(assert
 (let (($x643 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s657_0 1)))) s657_byte))))
 (and (and (>= s657_0 0) (< s657_0 16)) (and (>= s657_byte 0) (< s657_byte 4)) $x643)))
(assert
 (let (($x435 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x435)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s657_0 1)))) held_byte5)))
(assert
 (let (($x434 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s658_0 1)))) s658_byte))))
 (and (and (>= s658_0 0) (< s658_0 16)) (and (>= s658_byte 0) (< s658_byte 4)) $x434)))
(assert
 (let (($x622 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x443 (or false)))
(or $x443 (not $x622)))))
(check-sat)
